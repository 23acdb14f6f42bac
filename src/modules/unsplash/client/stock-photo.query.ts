import { graphql } from '@/core/client/graphql/public-graphql';
import type { PagePictureProps } from '@/core/client/module';

/** The stock photo of a page: asked by the page's prefetch on the server, read by `<StockPhoto>`. */
export const STOCK_PHOTO_QUERY = graphql(`
  query stockPhoto($use: String!, $countryCode: String, $key: String, $width: Int) {
    stockPhoto(use: $use, countryCode: $countryCode, key: $key) {
      imageUrl(width: $width)
      alt
      color
      photographerName
      photographerUrl
      unsplashUrl
    }
  }
`);

/** The query's variables for a page's picture: a panel is narrower than a banner or a backdrop. */
export function stockPhotoVariables(props: PagePictureProps) {
  return {
    use: props.use,
    countryCode: props.countryCode ?? null,
    key: props.pageKey,
    width: props.variant === 'panel' ? 800 : 1600,
  };
}
