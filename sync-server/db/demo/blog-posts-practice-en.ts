import type { BlogPostEnglish } from "./blog-post-type.ts"

/** The English versions of the case-study, ways-of-working and industry posts, keyed by the Chinese title. */
export const practicePostsEnglish: Readonly<Record<string, BlogPostEnglish>> = {
  美妆品牌如何用智能客服扛住双十一: {
    titleEn: "How a Beauty Brand Got Through Singles' Day with AI Customer Service",
    summaryEn:
      "Enquiries rose twelvefold, yet the service team hired no one extra. We look back at how a beauty brand deployed an omnichannel service team for its biggest sales event.",
    contentEn: `Every year on Singles' Day (11 November), the customer service teams of beauty brands go through a stress test. This year one of our customers decided to do it differently: instead of hiring and training over a hundred temporary agents, it let the **Omnichannel Customer Service Team** take most of the enquiries.

## Background and challenges

- During the sale, enquiries ran at **12 times** the usual volume, peaking at over 3,000 a minute
- Tmall, JD.com, Douyin and the brand's own channels each had a separate back office
- Promotion rules were complex, and discounts, free gifts and pre-sale terms changed every day

## What we did

1. **One source of knowledge**: promotion rules, product specifications and after-sales policies went into the company knowledge base, with the E-commerce Operations Assistant syncing changes in real time
2. **Tiered handling**: the Customer Service Agent handled lookups, while upset customers and conversations about compensation went to a person automatically, with a summary attached
3. **Live dashboard**: the Data Analyst updated a list of the hottest questions every 15 minutes, and the operations team adjusted the product pages accordingly

## Results

> On the day of the sale, the AI agent resolved 82% of enquiries on its own, and first response time held steady under 2 seconds.

The human agents' work changed too: instead of answering "when will it ship?" again and again, they focused on complex after-sales cases and high-value customers. After the event, customer satisfaction rose to 96%, and the share of negative reviews about slow responses fell by three quarters.

## Lessons learned

What matters most is not how powerful the model is but **how quickly knowledge is updated**. When a promotion rule changes, it has to reach every channel within minutes. See the [project details](/projects/1) for the full case study.`,
  },
  "城商行报销审核提效 70% 的实践复盘（草稿）": {
    titleEn: "How a City Commercial Bank Cut Expense Review Work by 70% (Draft)",
    summaryEn:
      "With no data allowed to leave the bank, how a city commercial bank used digital employees to reshape expense claims and contract review.",
    contentEn: `For a financial institution bringing in digital employees, the first hurdle is usually not technology but **compliance**. This review covers nine months of working with a city commercial bank.

## Where we started

The bank processes more than 60,000 expense documents a month, and a manual review took three days on average. The finance department wanted to speed this up, but set three conditions:

- No data may leave the bank's own data centre
- Every review conclusion must rest on a written policy
- People must still check the results in the early months

## How we did it

1. **On-premises deployment**: the whole Enterprise Shared Services Team runs inside the bank, with the models and the knowledge base on the internal network
2. **Policies as rules**: together with the finance department we broke more than 40 expense policies down into review rules that can be executed
3. **Running in parallel**: for the first two months, digital employees and people reviewed the same documents, and we kept correcting the rules where they differed
4. **Handing over step by step**: once accuracy stayed above 99%, low-risk documents moved to spot checks

## The hard part

The biggest difficulty was the policies themselves: some clauses were vague, and different reviewers read them differently. We went through them one by one with the finance department, rewrote vague clauses as clear conditions and turned disputed cases into evaluation cases. It took time, but it made the policies clearer, and new reviewers benefit from that too.

## Results so far

> Document review time fell from 3 days to 2 hours, and manual review work dropped by 70%.

The Legal Contract Assistant helped with first-pass review of procurement contracts as well, cutting that time by 85% and letting the legal team focus on negotiating major contracts.

## Still to do

This post is still a draft: before publishing it needs quotes from the customer interviews, and the customer must confirm which figures can be made public. For background, see our [expense review case study for a city commercial bank](/projects/2).`,
  },
  "人机协同：与数字员工共事的七条原则": {
    titleEn: "Humans and AI Together: Seven Principles for Working with Digital Employees",
    summaryEn:
      "Digital employees do not replace people; they change how work is divided. Here are seven principles that help teams work well with digital employees.",
    contentEn: `When the first digital employee joins a team, many managers ask: who does it report to, and who is responsible when it makes a mistake? Across more than a hundred projects we have arrived at the following seven principles.

## Seven principles

1. **Write a clear job description**: as you would for a new hire, spell out the digital employee's responsibilities, limits and performance measures
2. **People decide, AI prepares**: decisions about money, contracts and staff are always made by a person
3. **Traceable by default**: every output must be able to answer "what is this based on?"
4. **Hand over in small steps**: first run alongside people, then support decisions, and only then act on its own
5. **Close the feedback loop**: results that people corrected go back into the evaluation set
6. **Name a mentor**: every digital employee needs a colleague who looks after its knowledge and rules
7. **Review regularly**: look at each digital employee's performance and cost once a month

## Common mistakes

- Expecting perfection on day one and neglecting ongoing operation
- Handing every process to AI at once and concentrating the risk
- Counting only the staff time saved, not quality or the customer experience

> The best collaboration between people and AI lets everyone spend their time on what only people can do well.

## A real example

A retail chain gave a digital employee the job of writing each store's daily business report. At first the store managers did not trust the numbers. Then the team added the data source and the calculation behind every conclusion, and an operations colleague became the mentor who corrected the rules every week based on the managers' feedback. Three months later the report was a fixed part of every morning meeting, and the operations team was saving more than twenty hours a week.

## Start today

Pick one process that is repetitive and has clear rules, and run it for a month following the principles above. If you would like a template, [contact us](/contact) for our digital employee job description template.`,
  },
  "制造业数字员工落地观察：从试点到规模化": {
    titleEn: "Digital Employees in Manufacturing: From Pilot to Scale",
    summaryEn:
      "More and more manufacturers are bringing digital employees into quality inspection, maintenance and the supply chain. We see three key signs that a pilot is ready to scale.",
    contentEn: `Over the past year, the number of manufacturing customers we work with has tripled. Unlike internet companies, manufacturers are very practical about digital employees: **will it run reliably, and can we measure the return?**

## Where the industry stands

From our visits to 60 manufacturers, digital employees are mostly used for:

- **Quality inspection**: vision models spot visible defects, replacing or supporting manual inspection
- **Equipment maintenance**: alert aggregation, root cause analysis and predictive maintenance
- **Supply chain coordination**: order tracking, supplier communication and delivery date alerts
- **Passing on know-how**: turning veteran technicians' experience into a searchable process knowledge base

## Three signs a pilot is ready to scale

1. **The data is in place**: MES, equipment and quality data are connected, so the digital employee has something to work with
2. **The return can be measured**: the pilot line can show clear figures such as missed defects and downtime
3. **The shop floor is on board**: team leaders use it because they want to, not because they have to

> At one auto parts plant, missed defects fell by 93% six months after the Quality Inspector went live, and that result alone led to its rollout on 8 more lines.

## Hurdles still to clear

Challenges remain, of course. Many plants run equipment with different protocols, so collecting data takes extra investment, and front-line staff who fear being replaced can slow adoption. In our experience, acceptance is much higher when digital employees first take on the work people would rather not do, such as night-shift inspection rounds and compiling reports, and only then expand to more steps.

## Our advice

Manufacturers do not need to do everything at once. Start with one line where the data is good, close the loop of "inspect, trace, improve", and then copy it to more lines. For more industry practice, read our [quality inspection case study at an auto parts plant](/projects/4).`,
  },
}
