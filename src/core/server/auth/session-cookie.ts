import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_LIFETIME_MS } from './session-service';

export const SESSION_COOKIE = 'sid';

/** httpOnly, SameSite=Lax, Secure when the request came over HTTPS (directly or through a proxy). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

export function sessionTokenOf(request: FastifyRequest): string | null {
  return request.cookies[SESSION_COOKIE] || null;
}
