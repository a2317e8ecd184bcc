/**
 * The words the fixture writes with, each a Chinese and English pair, so every generated text has a
 * real English twin (the same sentence, not a placeholder). Templates name slots in braces: {industry},
 * {agent}, {system}, {metric}, {company}, {n} (a number, the same in both languages).
 */
export type Pair = readonly [zh: string, en: string]

export const industries: ReadonlyArray<Pair> = [
  ["美妆零售", "beauty retail"],
  ["汽车零部件", "auto parts"],
  ["城市商业银行", "city commercial banking"],
  ["连锁餐饮", "restaurant chains"],
  ["跨境电商", "cross-border e-commerce"],
  ["三甲医院", "tertiary hospitals"],
  ["职业教育", "vocational education"],
  ["物流快递", "logistics and parcel delivery"],
  ["新能源制造", "new-energy manufacturing"],
  ["保险理赔", "insurance claims"],
  ["连锁药房", "pharmacy chains"],
  ["地产物业", "property management"],
  ["游戏运营", "game operations"],
  ["家电售后", "home-appliance after-sales"],
]

export const agents: ReadonlyArray<Pair> = [
  ["智能客服专员", "customer service agent"],
  ["数据分析师", "data analyst agent"],
  ["财务审核员", "finance auditor agent"],
  ["招聘助理", "recruiting assistant"],
  ["质检员", "quality inspector agent"],
  ["合同审查助手", "contract review assistant"],
  ["运维值守员", "IT operations agent"],
  ["内容营销专员", "content marketing agent"],
  ["销售线索顾问", "sales lead advisor"],
  ["电商运营助理", "e-commerce operations assistant"],
]

export const systems: ReadonlyArray<Pair> = [
  ["工单系统", "ticketing system"],
  ["企业资源计划系统", "ERP"],
  ["客户关系管理系统", "CRM"],
  ["知识库", "knowledge base"],
  ["数据仓库", "data warehouse"],
  ["企业微信", "WeCom"],
  ["飞书文档", "Feishu documents"],
  ["订单中心", "order centre"],
  ["人力资源系统", "HR system"],
  ["监控告警平台", "monitoring and alerting platform"],
]

export const metrics: ReadonlyArray<Pair> = [
  ["首次响应时间", "first response time"],
  ["人工复核量", "manual review volume"],
  ["客户满意度", "customer satisfaction"],
  ["单据处理时长", "document handling time"],
  ["线索转化率", "lead conversion rate"],
  ["缺陷漏检率", "missed-defect rate"],
  ["月度结账周期", "month-end closing time"],
  ["培训上岗时间", "onboarding time"],
]

export const companies: ReadonlyArray<Pair> = [
  ["一家区域龙头企业", "a regional market leader"],
  ["一家上市公司", "a listed company"],
  ["一家成长型创业公司", "a fast-growing start-up"],
  ["一个百人规模的团队", "a team of a hundred people"],
  ["一家跨国集团的中国区", "the China arm of a multinational group"],
  ["一家老牌国有企业", "a long-established state-owned enterprise"],
]

/** Sentences of an article's paragraphs. */
export const sentences: ReadonlyArray<Pair> = [
  [
    "在{industry}行业，{company}最先遇到的问题往往不是技术，而是流程里没人写下来的经验。",
    "In {industry}, the first problem {company} meets is rarely the technology; it is the experience nobody ever wrote down.",
  ],
  [
    "我们让{agent}先接管最重复的那一段工作，再逐步扩展到需要判断的环节。",
    "We let the {agent} take over the most repetitive part of the work first, then widened its scope to the steps that need judgement.",
  ],
  [
    "上线 {n} 周后，{metric}改善了三成以上，团队也终于有时间处理真正复杂的个案。",
    "{n} weeks after launch, {metric} had improved by more than a third, and the team finally had time for the genuinely hard cases.",
  ],
  [
    "{agent}通过标准接口读取{system}中的数据，每一次调用都留有可追溯的记录。",
    "The {agent} reads data from the {system} through a standard interface, and every call leaves a record that can be traced.",
  ],
  [
    "关键的一步是把规则写成可以检验的清单，而不是一段模糊的提示词。",
    "The key step was turning the rules into a checklist that can be verified, instead of a vague prompt.",
  ],
  [
    "遇到超出权限或置信度不足的情况，{agent}会附上摘要转交给人工处理。",
    "When a case exceeds its permissions or its confidence is too low, the {agent} hands it to a person with a summary attached.",
  ],
  [
    "很多企业低估了数据清理的工作量：{system}里的历史记录常常格式不一、字段缺失。",
    "Many companies underestimate the work of cleaning data: the history in the {system} is often inconsistent, with fields missing.",
  ],
  [
    "我们每周复盘一次错误样本，把其中约 {n} 条补充进评测集，防止同样的问题再次出现。",
    "We review the mistakes once a week and add about {n} of them to the evaluation set, so the same problem does not come back.",
  ],
  [
    "业务负责人最关心的不是模型参数，而是{metric}能否稳定改善。",
    "What the business owner cares about is not the model's parameters but whether {metric} improves and stays improved.",
  ],
  [
    "与其一次性替换整个流程，不如让数字员工和现有同事并行运行一段时间。",
    "Rather than replacing a whole process at once, it is better to run digital employees alongside current colleagues for a while.",
  ],
  [
    "在{industry}场景中，合规要求决定了哪些数据可以离开内网，哪些必须留在本地。",
    "In {industry}, compliance decides which data may leave the internal network and which must stay on site.",
  ],
  [
    "权限设计从第一天就要做对：{agent}只能看到完成任务所需的最少信息。",
    "Permissions have to be right from day one: the {agent} sees only the least information it needs for the task.",
  ],
  [
    "我们在{system}旁边加了一层审计日志，任何自动操作都能在几秒内被定位和撤回。",
    "We added an audit log beside the {system}, so any automatic action can be found and undone within seconds.",
  ],
  [
    "试点阶段只覆盖 {n} 个门店或部门，确认效果后再推广到全公司。",
    "The pilot covered only {n} stores or departments, and spread to the whole company once the results were confirmed.",
  ],
  [
    "一线员工的反馈比任何指标都来得早，他们最先发现答复口径不一致的地方。",
    "Feedback from front-line staff arrives earlier than any metric; they are the first to notice where answers disagree.",
  ],
  [
    "成本并不只是调用费用，还包括维护知识、处理例外与培训同事的时间。",
    "Cost is not only the price of each call; it also includes the time spent maintaining knowledge, handling exceptions and training colleagues.",
  ],
  [
    "{company}的经验表明，清晰的交接规则比更大的模型更能减少投诉。",
    "The experience of {company} shows that clear hand-over rules reduce complaints more than a larger model does.",
  ],
  [
    "为了让结果可解释，{agent}在每条结论后都列出引用的原始记录。",
    "To keep results explainable, the {agent} lists the original records it relied on after every conclusion.",
  ],
  [
    "高峰期的并发量可能是平日的 {n} 倍，弹性扩容和排队策略缺一不可。",
    "At peak times the load can be {n} times the usual, so both elastic scaling and a queueing policy are essential.",
  ],
  [
    "我们把常见问题拆成意图、槽位与动作三部分，便于逐项测试。",
    "We split common requests into intent, slots and action, so each part can be tested on its own.",
  ],
]

/** Article section headings. */
export const headings: ReadonlyArray<Pair> = [
  ["背景与起点", "Background and starting point"],
  ["为什么是现在", "Why now"],
  ["选择第一个场景", "Choosing the first scenario"],
  ["数据准备", "Preparing the data"],
  ["权限与合规", "Permissions and compliance"],
  ["人机协同的边界", "Where people and agents meet"],
  ["上线过程", "Going live"],
  ["效果与指标", "Results and metrics"],
  ["踩过的坑", "Mistakes we made"],
  ["成本账", "Counting the cost"],
  ["下一步", "What comes next"],
  ["给同行的建议", "Advice for peers"],
]

/** Short list items (a checklist inside an article). */
export const listItems: ReadonlyArray<Pair> = [
  ["明确{metric}的基线", "Measure the baseline of {metric}"],
  ["梳理{system}的接口", "Map the interfaces of the {system}"],
  ["为{agent}设定权限边界", "Set the permission boundaries of the {agent}"],
  ["准备一份评测集", "Prepare an evaluation set"],
  ["约定转人工的条件", "Agree when a case goes to a person"],
  ["每周复盘错误样本", "Review the mistakes every week"],
  ["记录每一次自动操作", "Log every automatic action"],
  ["先试点，再推广", "Pilot first, then roll out"],
]

/** Title patterns of a post. */
export const titles: ReadonlyArray<Pair> = [
  ["{industry}如何用{agent}缩短{metric}", "How {industry} cut {metric} with a {agent}"],
  ["{company}的数字员工落地笔记", "Field notes: digital employees at {company}"],
  ["把{system}交给{agent}之前要想清楚的事", "What to settle before handing the {system} to a {agent}"],
  ["{industry}的第 {n} 个自动化场景", "The {n}th automation scenario in {industry}"],
  ["从试点到全面推广：{agent}的一年", "From pilot to rollout: a year with a {agent}"],
  ["{metric}改善背后的三个决定", "Three decisions behind a better {metric}"],
]

/** Links an article may carry: pages of the site and a few well-known outside addresses. */
export const links: ReadonlyArray<Pair> = [
  ["[数字员工目录](/employees)", "[the digital employee catalogue](/en/employees)"],
  ["[案例研究](/projects)", "[our case studies](/en/projects)"],
  ["[工具箱](/tools)", "[the toolbox](/en/tools)"],
  ["[团队方案](/teams)", "[team packages](/en/teams)"],
  ["[联系我们](/contact)", "[get in touch](/en/contact)"],
  ["[相关标准](https://www.w3.org/)", "[the relevant standards](https://www.w3.org/)"],
]
