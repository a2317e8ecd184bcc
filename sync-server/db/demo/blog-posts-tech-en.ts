import type { BlogPostEnglish } from "./blog-post-type.ts"

/**
 * The English versions of the technology-trend and product-update posts (blog-posts-tech.ts), keyed
 * by the Chinese title. Bodies are flush left like the Chinese ones; the product-update post keeps
 * its `javascript:` link, which the site must neutralise in either language.
 */
export const techPostsEnglish: Readonly<Record<string, BlogPostEnglish>> = {
  "2026 年 AI 智能体的五大技术趋势": {
    titleEn: "Five Technology Trends for AI Agents in 2026",
    summaryEn:
      "From single chatbots to digital teams that work together, AI agents are taking a leap in capability. Here are the five technical directions most worth watching this year.",
    contentEn: `Over the past two years, what businesses expect from AI has moved from "it can chat" to "it can get work done". **Digital employees** no longer just answer questions: they need to understand business goals, call systems, work with colleagues and take responsibility for results. Drawing on our experience with more than a hundred companies, these are the five trends most worth watching.

## 1. From single agents to teams of agents

Complex work is rarely done by one role alone. Splitting customer service, operations and data analysis into dedicated agents, coordinated by an orchestration layer, is usually more stable and easier to maintain than training one "all-rounder".

## 2. Long-term memory becomes standard

Agents need to remember customer preferences, past tickets and team agreements. Memory is no longer just the conversation context but layered storage: **working memory, episodic memory and knowledge memory**.

## 3. Tool calling becomes standardised

More and more business systems expose their capabilities through a common protocol, and connecting an agent to a new system now takes hours instead of weeks.

## 4. Continuous iteration driven by evaluation

Going live is only the beginning. Mature teams build an evaluation set for every digital employee and run regression tests before changing a prompt or switching models:

- Task completion rate and accuracy
- Average handling time and cost
- Human takeover rate and customer satisfaction

## 5. Security and compliance come first

> An agent without audit capabilities will struggle to enter core areas such as finance, healthcare and government.

Data masking, least privilege and operation logs are turning from "nice to have" into the price of entry.

## Final thoughts

All of these trends come down to one thing: letting AI take on real work in a way that is controlled and measurable. To see how these trends play out in practice, see our [digital teams](/teams).`,
  },
  "从 RAG 到智能体记忆：让数字员工真正懂业务": {
    titleEn: "From RAG to Agent Memory: Digital Employees That Truly Understand Your Business",
    summaryEn:
      'Retrieval-augmented generation solves "what it knows"; a memory system solves "what it remembers". With code examples, this post introduces layered memory for digital employees.',
    contentEn: `Many teams build their first digital employee on **RAG (retrieval-augmented generation)**: company documents are split into chunks and vectorised, and the relevant passages are retrieved before each answer. That solves "the model does not know our company's knowledge", but not "the digital employee cannot remember anything".

## Where RAG stops

RAG is good at static knowledge, such as the returns policy or product specifications. But in real work a digital employee also needs to know:

- What this customer complained about last week
- Which clauses changed in the previous version of this contract
- Which report definitions the team agreed on

This information is **created as work happens**, and it needs a memory mechanism to write, organise and forget it.

## Layered memory

In the Agent Builder we use three layers of memory:

1. **Working memory**: the context of the current task, cleared when the task ends
2. **Episodic memory**: past events related to a customer or project, fading over time
3. **Knowledge memory**: long-term facts confirmed by a person, which go into the company knowledge base

Here is a simplified example of a memory write policy:

~~~ts
type MemoryItem = { scope: "working" | "episodic" | "knowledge"; text: string; importance: number }

function decideScope(event: { confirmedByHuman: boolean; importance: number }): MemoryItem["scope"] {
  if (event.confirmedByHuman) return "knowledge"
  return event.importance >= 0.6 ? "episodic" : "working"
}
~~~

## Results in production

For an e-commerce customer's service desk, adding episodic memory meant customers no longer had to repeat their history: conversations became a third shorter on average, and handoffs to people fell by a fifth. Just as important, service managers can see at any time what the digital employee "remembers" and delete anything inaccurate or out of date, so memory stays transparent and under control.

## Practical advice

> More memory does not mean more intelligence: what matters is what gets written and when it is forgotten.

Give episodic memory a retention period, and have a person regularly review what is promoted to the knowledge layer. For the full integration guide, see the [enterprise knowledge base](/tools/5).`,
  },
  "智能体构建器 3.0 发布：多智能体编排与效果评估": {
    titleEn: "Agent Builder 3.0: Multi-Agent Orchestration and Quality Evaluation",
    summaryEn:
      "Agent Builder 3.0 brings visual multi-agent orchestration, built-in evaluation sets and one-click rollback, making a digital team as easy to build as a set of blocks.",
    contentEn: `Today we are releasing **Agent Builder 3.0**. It is the biggest change since the product launched, and its main goal is to let business teams combine several digital employees into a digital team that works well together, without writing code.

## What's new

- **Multi-agent orchestration canvas**: drag and drop to divide the work, with sequential, parallel, hierarchical and dynamic orchestration
- **Built-in evaluation sets**: keep test cases for every digital employee and rerun them automatically after each change
- **Versioning and one-click rollback**: every release takes a snapshot, so you can restore it at once if something goes wrong
- **Cost dashboard**: usage and spend by member and by channel

## Why multi-agent orchestration

Over the past year we have seen more and more customers use three or more digital employees in a single business process. Members passed information to each other by copy and paste, which was slow and error-prone. The new canvas lets members share context, with a coordinator who hands out tasks and collects the results, and the whole team's work can be followed on one page.

## How to upgrade

1. In the console, open "Settings → Versions" and choose upgrade to 3.0
2. Check the compatibility report for your existing agents
3. Add at least 20 evaluation cases for your key digital employees
4. Verify in the test environment, then release to production

## Compatibility

3.0 is fully compatible with agent configurations created in 2.x. Older workflows are converted to "sequential orchestration" automatically and behave exactly as before.

> We suggest trying multi-agent orchestration in a non-critical area first, and rolling it out to core business once you have some experience.

## Try it now

Existing customers can upgrade today; see the [Agent Builder](/tools/4) for details. Someone in the community has shared a "[one-click demo script](javascript:alert(1))": links like this are not an official channel, so please do not click script links of unknown origin. If you need help, please [contact our technical support](/contact).`,
  },
  "安全合规网关新增国密算法与细粒度审计（草稿）": {
    titleEn:
      "Security and Compliance Gateway Adds Chinese National Cryptography and Fine-Grained Auditing (Draft)",
    summaryEn:
      "The Security and Compliance Gateway will soon support the SM2/SM3/SM4 national cryptography algorithms and field-level call auditing, meeting the compliance requirements of finance and government customers.",
    contentEn: `To help finance, government and healthcare customers use digital employees more safely, the next version of the **Security and Compliance Gateway** brings two important updates.

## National cryptography support

Traffic between the gateway and digital employees, and between the gateway and model services, will support the SM2, SM3 and SM4 national cryptography suites. Customers can switch them on per tenant in the console without changing any business code.

## Field-level auditing

Audit records used to be kept per call; the new version goes down to individual fields:

- Which sensitive fields were masked, and with which masking rule
- Which digital employee read which kind of data, and when
- Which requests were blocked by prompt injection protection

Every audit record can be searched by time, member and data type, and exported for internal audits and regulatory inspections.

## Why now

As digital employees move into core processes such as expense review, first-pass review of loan documents and patient follow-up, our customers' main question has shifted from "does it work well?" to "is the process under control?". We want security teams to see clearly where every piece of sensitive data goes, without slowing the business down, and to be able to produce a complete chain of evidence at any time.

## Launch plan

1. A public beta at the end of this month for contracted finance customers
2. General availability in the middle of next month
3. Updated installation packages for on-premises deployments at the same time

> This post is a draft: confirm the final launch date and scope with the product team before publishing.

For more details, see the [security and compliance gateway](/tools/9). If you would like to join the beta, contact us through the [partnership page](/collaboration); our solution consultants will reply within one or two working days and help you plan the upgrade of your current environment.`,
  },
}
