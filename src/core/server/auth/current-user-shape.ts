/** The signed-in user as the client sees it (spec section 3, "Current user"). */
export interface CurrentUserShape {
  id: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  imageId: string | null;
  email: string;
  language: string | null;
  createdAt: Date;
  permissions: string[];
  emailVerifiedAt: Date | null;
}
