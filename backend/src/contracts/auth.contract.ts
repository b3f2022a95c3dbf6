import { z } from 'zod';

/** POST /api/login */
export const LoginRequest = z.strictObject({ username: z.string(), password: z.string() }).meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof LoginRequest>;

/** POST /api/login and GET /api/user: who is signed in. */
export const UserResponse = z.strictObject({ user: z.strictObject({ username: z.string() }) }).meta({ id: 'UserResponse' });
export type UserResponse = z.infer<typeof UserResponse>;

/** POST /api/password-reset */
export const PasswordResetRequest = z.strictObject({ email: z.string() }).meta({ id: 'PasswordResetRequest' });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** POST /api/password-reset/confirm */
export const PasswordResetConfirmRequest = z.strictObject({ token: z.string(), password: z.string() }).meta({ id: 'PasswordResetConfirmRequest' });
export type PasswordResetConfirmRequest = z.infer<typeof PasswordResetConfirmRequest>;

/** POST /api/password-reset: the same answer whatever the address, so it says nothing about who the owner is. */
export const PasswordResetRequested = z.strictObject({ message: z.string() }).meta({ id: 'PasswordResetRequested' });
export type PasswordResetRequested = z.infer<typeof PasswordResetRequested>;

/** POST /api/password-reset/confirm */
export const PasswordChanged = z.strictObject({ success: z.literal(true), message: z.string() }).meta({ id: 'PasswordChanged' });
export type PasswordChanged = z.infer<typeof PasswordChanged>;

/** POST /api/sign-in-link: mails the owner a link that signs in once; the name, when given, must be the owner's. */
export const SignInLinkRequest = z.strictObject({ username: z.string().optional() }).meta({ id: 'SignInLinkRequest' });
export type SignInLinkRequest = z.infer<typeof SignInLinkRequest>;

/** POST /api/sign-in-link: the same answer whatever the name, and whether or not a mail went. */
export const SignInLinkRequested = z.strictObject({ message: z.string() }).meta({ id: 'SignInLinkRequested' });
export type SignInLinkRequested = z.infer<typeof SignInLinkRequested>;

/** POST /api/login/link: the token of a mailed sign-in link ('/auth?link={token}'); answered like POST /api/login. */
export const SignInLinkLogin = z.strictObject({ token: z.string() }).meta({ id: 'SignInLinkLogin' });
export type SignInLinkLogin = z.infer<typeof SignInLinkLogin>;
