import { Schema } from "effect"

/** The admin login form (and POST /api/login body). */
export const LoginForm = Schema.Struct({
  username: Schema.String.check(Schema.isMinLength(3, { message: "login.username" })).check(
    Schema.isMaxLength(100, { message: "tooLong" }),
  ),
  password: Schema.String.check(Schema.isMinLength(6, { message: "login.password" })).check(
    Schema.isMaxLength(200, { message: "tooLong" }),
  ),
  captcha: Schema.String.check(Schema.isMinLength(4, { message: "login.captcha" })).check(
    Schema.isMaxLength(20, { message: "tooLong" }),
  ),
})
export type LoginForm = typeof LoginForm.Type

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The contact page's message form. Never sent to a server (spec section 2); validated on the device. */
export const ContactMessage = Schema.Struct({
  name: Schema.String.check(Schema.isMinLength(2, { message: "contact.name" })),
  email: Schema.String.check(Schema.isPattern(emailPattern, { message: "contact.email" })),
  phone: Schema.String.check(Schema.isMinLength(6, { message: "contact.phone" })),
  subject: Schema.String.check(Schema.isMinLength(5, { message: "contact.subject" })),
  message: Schema.String.check(Schema.isMinLength(10, { message: "contact.message" })),
})
export type ContactMessage = typeof ContactMessage.Type
