/**
 * The about, privacy and terms pages' texts, editable in the back office (issue 31, item 4). They are
 * Markdown fields of the settings row (`aboutBody`, `privacyBody`, `termsBody`, each with its English
 * twin `...En`) rather than a new synced entity: the settings row already syncs to every device
 * (so the pages read offline), is rendered by the server's page renderer, keeps its history in the
 * audit trail and has English twins with the Chinese fallback; three texts need nothing more.
 *
 * The seeds below are the texts the pages carried before they became editable: a new site and the
 * demo start with them (settings-defaults.ts), and migration 018 gives them to a database made
 * before. The contact details are not in them: the pages draw those from the settings' contact
 * fields. A heading that ends with `{#name}` gets that anchor (`## Cookie 政策 {#cookies}`: the
 * footer's cookie link); the "last updated" line is part of the text, written by the editor, since
 * the row's update time also moves when a colour or a hero text changes.
 * No effect runtime here, so the public site's first load can use them.
 */

/** The editable pages' Markdown fields (Chinese; each has its English twin `${field}En`). */
export const editablePageFields = ["aboutBody", "privacyBody", "termsBody"] as const
export type EditablePageField = (typeof editablePageFields)[number]

/** The longest page text a person may save (the same bound as a blog post's body). */
export const maxPageBodyLength = 100_000

export const editablePagesSeed = {
  aboutBody: `## 我们的使命

让每一家企业都能拥有可靠的 AI 数字员工。我们把前沿的大模型能力封装为懂业务、可管理、可度量的数字员工，帮助团队把时间留给更有创造力的工作。

## 我们的愿景

成为人与 AI 协同工作的基础平台。未来的每个团队都由人类同事与数字员工共同组成，彼此分工、相互协作，持续创造价值。

## 我们的团队

我们的团队由来自人工智能、企业软件与行业咨询领域的专家组成，已为零售、金融、制造、医疗、教育等行业的上百家企业交付数字员工解决方案。
`,
  aboutBodyEn: `## Our mission

Give every company dependable AI digital employees. We package frontier model capabilities as digital employees that understand the business, can be managed and can be measured, so teams can spend their time on more creative work.

## Our vision

To be the platform on which people and AI work together. Every future team will be made of human colleagues and digital employees who share the work and keep creating value together.

## Our team

Our team brings together experts in artificial intelligence, enterprise software and industry consulting, and has delivered digital employee solutions to more than a hundred companies in retail, finance, manufacturing, healthcare and education.
`,
  privacyBody: `*最后更新：2026 年 1 月 1 日*

## 我们收集的信息

当您提交企业合作请求时，我们会收集您提供的公司名称、联系人、电子邮箱、电话与需求描述。联系页面的留言（姓名、电子邮箱、电话、主题与内容）同样会发送给我们，仅用于回复您。

## 信息的使用

我们仅将您提供的信息用于回复您的咨询、提供产品演示与改进服务，不会出售给任何第三方。

## 离线存储

为支持离线浏览，本网站会在您的浏览器中保存已发布的公开内容，您可以随时在浏览器设置中清除。

## Cookie 政策 {#cookies}

本网站仅使用运行所必需的 Cookie（例如管理员登录会话），不使用广告或跨站跟踪 Cookie。您的语言偏好保存在浏览器的本地存储中。

## 您的权利

您可以随时联系我们查询、更正或删除您的个人信息。
`,
  privacyBodyEn: `*Last updated: 1 January 2026*

## What we collect

When you send an enterprise collaboration request we collect the company name, contact person, email, phone and requirements you give us. Messages written on the contact page (name, email, phone, subject and text) reach us the same way and are used only to answer you.

## How we use it

We use what you give us only to answer your enquiry, arrange product demos and improve our service. We never sell it to anyone.

## Offline storage

So that you can read it offline, this website keeps the published public content in your browser. You can clear it at any time in your browser settings.

## Cookie policy {#cookies}

This website uses only the cookies it needs to work (such as the administrator's login session), never advertising or cross-site tracking cookies. Your language preference is kept in your browser's local storage.

## Your rights

You may contact us at any time to see, correct or delete your personal information.
`,
  termsBody: `*最后更新：2026 年 1 月 1 日*

## 网站使用

本网站内容仅供了解我们的产品与服务之用。未经书面许可，不得复制、修改或用于商业用途。

## 内容说明

网站中的案例数据与演示内容仅用于说明目的，实际效果以双方签订的合同与交付为准。

## 责任限制

在法律允许的范围内，我们不对因使用本网站而产生的任何间接损失承担责任。

## 条款变更

我们可能不时更新本条款，更新后的条款自发布之日起生效。
`,
  termsBodyEn: `*Last updated: 1 January 2026*

## Use of the website

The content of this website is provided to describe our products and services. It may not be copied, modified or used commercially without written permission.

## About the content

Case figures and demo content on this website are illustrations; actual results are those agreed in the contract and the delivery.

## Limitation of liability

To the extent the law allows, we are not liable for any indirect loss arising from the use of this website.

## Changes to these terms

We may update these terms from time to time; updated terms apply from the day they are published.
`,
} as const satisfies Record<EditablePageField | `${EditablePageField}En`, string>

export type EditablePageTexts = { readonly [K in keyof typeof editablePagesSeed]: string }
