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
