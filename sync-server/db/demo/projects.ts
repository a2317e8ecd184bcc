import type { ProjectCreate } from "../../../schema/entities/project.ts"

/**
 * Demo project case studies. `teamComposition` holds 1-based positions in demoTeams; `daysAgo`
 * sets createdAt relative to seeding time. Descriptions name employees verbatim (employee pages
 * list related projects by that), and each result sentence ends with "。" because the site splits
 * the result text on full stops into key metrics.
 */
export type DemoProject = Omit<ProjectCreate, "teamComposition"> & {
  teamComposition: number[]
  daysAgo: number
}

export const demoProjects: DemoProject[] = [
  {
    name: "头部美妆品牌全渠道智能客服升级",
    daysAgo: 21,
    image: "/demo/projects/beauty-omnichannel-service.svg",
    description:
      "为一家年销售额超 30 亿元的美妆品牌部署智能客服专员与电商运营助理，统一承接天猫、京东、抖音与私域渠道的咨询，并打通订单、会员与售后系统。",
    teamDescription: "电子商务",
    nameEn: "Omnichannel AI Customer Service for a Leading Beauty Brand",
    descriptionEn:
      "Deployed the Customer Service Agent and the E-commerce Operations Assistant for a beauty brand with annual sales above RMB 3 billion. They now answer questions from Tmall, JD.com, Douyin and the brand's own channels in one place, connected to the order, membership and after-sales systems.",
    teamDescriptionEn: "E-commerce",
    industryEn: "Beauty retail",
    challengeDescriptionEn:
      "During big sales events, enquiries ran at 12 times the usual volume; temporary agents took long to train and answered inconsistently. Each platform had its own back office, so agents switched between six systems to look up an order. Nearly 30% of negative reviews were about slow responses.",
    solutionDescriptionEn:
      "The Omnichannel Customer Service Team takes in conversations from every channel. The Customer Service Agent answers common questions from the product knowledge base and the order APIs. The E-commerce Operations Assistant syncs promotion rules and stock changes in real time, so every answer says the same thing. Complex after-sales issues go to a human agent with a summary of the conversation.",
    resultDescriptionEn:
      "First response time fell from 45 seconds to 2 seconds. The AI agent resolves 82% of enquiries on its own. Human service costs during big sales fell by 40%. Customer satisfaction rose to 96%.",
    category: "enterprise",
    industry: "美妆零售",
    challengeDescription:
      "大促期间咨询量是平日的 12 倍，临时客服培训周期长、答复口径不一致。各平台后台相互独立，客服需要在 6 个系统之间来回切换查询订单。差评中有近三成与响应慢有关。",
    solutionDescription:
      "由热门 · 全渠道客服团队统一接入各渠道会话，智能客服专员基于商品知识库与订单接口自动答复常见问题。电商运营助理实时同步活动规则与库存变化，保证答复口径一致。复杂售后问题附带会话摘要转交人工坐席处理。",
    resultDescription:
      "客服首次响应时间从 45 秒缩短至 2 秒。智能客服独立解决率达到 82%。大促期间人工客服成本降低 40%。客户满意度提升至 96%。",
    technologies: ["RAG 检索增强", "意图识别", "情绪分析", "淘宝开放平台", "企业微信"],
    technologiesEn: [
      "Retrieval-augmented generation (RAG)",
      "Intent recognition",
      "Sentiment analysis",
      "Taobao Open Platform",
      "WeCom",
    ],
    teamComposition: [1, 2],
  },
  {
    name: "城市商业银行费用报销与合同智能审核",
    daysAgo: 86,
    image: "/demo/projects/bank-audit-automation.svg",
    description:
      "在某城市商业银行的私有化环境中上线财务审核员与法务合同助手，并由数据分析师持续监测费用结构，实现报销、付款与合同审批的全流程智能审核。",
    teamDescription: "金融服务",
    nameEn: "AI Review of Expenses and Contracts for a City Commercial Bank",
    descriptionEn:
      "Brought the Finance Auditor and the Legal Contract Assistant into a city commercial bank's private environment, with the Data Analyst monitoring the cost structure, so that expense claims, payments and contract approvals are reviewed intelligently from end to end.",
    teamDescriptionEn: "Financial services",
    industryEn: "Banking",
    challengeDescriptionEn:
      "The bank processes more than 60,000 expense documents a month, and a manual review took three days on average. Procurement contracts came in many versions, the legal team was short-staffed and reviews piled up. Regulators require every review conclusion to be traceable and no data to leave the bank.",
    solutionDescriptionEn:
      "The Enterprise Shared Services Team runs on premises in the bank's own data centre. The Finance Auditor reads the documents and checks them against the expense policy, while the Legal Contract Assistant flags risky clauses from its review checklist. Every conclusion cites the policy or regulation behind it and is written to the audit log.",
    resultDescriptionEn:
      "Document review time fell from 3 days to 2 hours. Manual review work dropped by 70%. First-pass contract review is 85% faster. Over RMB 12 million of non-compliant expenses were caught in a year.",
    category: "enterprise",
    industry: "银行",
    challengeDescription:
      "全行每月处理 6 万余张报销单据，人工审核平均耗时 3 天。采购合同条款版本众多，法务团队人手紧张，审核积压严重。监管要求所有审核结论可追溯、数据不出行。",
    solutionDescription:
      "企业共享服务团队以私有化方式部署在行内数据中心。财务审核员自动识别票据并校验费用制度，法务合同助手按审查清单标注风险条款。所有结论附带制度与法规依据，写入审计日志备查。",
    resultDescription:
      "单据审核时效从 3 天缩短至 2 小时。审核人工工作量减少 70%。合同初审时间缩短 85%。全年识别不合规费用 1200 余万元。",
    technologies: ["票据 OCR", "规则引擎", "私有化部署", "国密加密", "SAP"],
    technologiesEn: [
      "Document OCR",
      "Rules engine",
      "Private deployment",
      "Chinese national (SM) cryptography",
      "SAP",
    ],
    teamComposition: [3],
  },
  {
    name: "新消费饮品品牌内容营销自动化",
    daysAgo: 152,
    image: "/demo/projects/beverage-content-marketing.svg",
    description:
      "借助内容营销策划与数据分析师，帮助一家新消费饮品品牌建立从热点洞察、内容生产到投放复盘的自动化内容工厂，覆盖小红书、抖音与公众号。",
    teamDescription: "媒体营销",
    nameEn: "Content Marketing Automation for a New Beverage Brand",
    descriptionEn:
      "With the Content Marketing Planner and the Data Analyst, a new consumer beverage brand built an automated content factory that runs from trend insights and content production to campaign reviews across Xiaohongshu, Douyin and WeChat official accounts.",
    teamDescriptionEn: "Media and marketing",
    industryEn: "Fast-moving consumer goods",
    challengeDescriptionEn:
      "The brand needed more than a hundred pieces of content a week across platforms with a team of only five editors. It reacted to trends too slowly and often missed the moment. Without one shared review of results, the ad budget was hard to optimise.",
    solutionDescriptionEn:
      "The E-commerce Growth Team took over content production. The Content Marketing Planner tracks each platform's trends every hour and drafts topics and scripts, which editors only review and polish. The Data Analyst reviews every platform's data daily and adjusts the next day's topics and budget split automatically.",
    resultDescriptionEn:
      "Monthly content output grew fivefold. Response time to trends fell from 2 days to 3 hours. Average engagement per post rose by 68%. Customer acquisition cost fell by 35%.",
    category: "growth",
    industry: "快消品",
    challengeDescription:
      "品牌每周需要产出上百条多平台内容，团队只有 5 名编辑。热点响应慢，往往错过传播窗口。内容效果缺乏统一的数据复盘，投放预算难以优化。",
    solutionDescription:
      "电商增长团队接管内容生产链路。内容营销策划每小时追踪平台热点并生成选题与脚本，编辑只需审核与微调。数据分析师每天复盘各平台数据，自动调整次日的选题方向与投放预算分配。",
    resultDescription:
      "月内容产量提升 5 倍。热点响应时间从 2 天缩短至 3 小时。单条笔记平均互动量提升 68%。获客成本下降 35%。",
    technologies: ["热点语义聚类", "风格控制生成", "广告法合规检测", "小红书", "抖音"],
    technologiesEn: [
      "Semantic clustering of trending topics",
      "Style-controlled generation",
      "Advertising-law compliance checks",
      "Xiaohongshu (RED)",
      "Douyin",
    ],
    teamComposition: [2],
  },
  {
    name: "汽车零部件工厂智能质检与运维",
    daysAgo: 233,
    image: "/demo/projects/auto-parts-quality.svg",
    description:
      "在一家汽车零部件工厂的 12 条产线部署质量检测专员，并由 IT运维工程师保障 MES 与边缘设备稳定运行，实现缺陷实时识别与质量问题快速闭环。",
    teamDescription: "制造业",
    nameEn: "AI Quality Inspection and Operations for an Auto Parts Plant",
    descriptionEn:
      "Deployed the Quality Inspector on 12 production lines of an auto parts plant, with the IT Operations Engineer keeping the MES and edge devices running, so defects are caught in real time and quality problems are closed out quickly.",
    teamDescriptionEn: "Manufacturing",
    industryEn: "Auto parts",
    challengeDescriptionEn:
      "Manual visual inspection missed about 3% of defects, most of all on night shifts. Tracing quality problems relied on paper records, and locating a batch defect took two days on average. When line systems failed there was no common way to handle the alerts.",
    solutionDescriptionEn:
      "The Smart Manufacturing Operations Team uses a cloud-edge architecture. The Quality Inspector checks every part at the edge in real time and sends defect images and process parameters to the MES. The IT Operations Engineer aggregates alerts and runs standard runbooks, and the Data Analyst delivers quality improvement suggestions every week.",
    resultDescriptionEn:
      "Missed defects fell by 93%. Tracing a quality problem now takes 15 minutes instead of 2 days. Unplanned line downtime fell by 45%. Quality costs dropped by RMB 8.6 million a year.",
    category: "enterprise",
    industry: "汽车零部件",
    challengeDescription:
      "人工目检漏检率约 3%，夜班尤为明显。质量问题追溯依赖纸质记录，定位一次批量缺陷平均需要 2 天。产线系统故障时缺少统一的告警处置流程。",
    solutionDescription:
      "智能制造运维团队采用云边协同架构。质量检测专员在边缘端实时检测每一个零件，缺陷图片与工艺参数同步到 MES。IT运维工程师聚合告警并执行标准化处置预案，数据分析师每周输出质量改进建议。",
    resultDescription:
      "缺陷漏检率下降 93%。质量问题追溯时间从 2 天缩短至 15 分钟。产线非计划停机减少 45%。年度质量成本节约 860 万元。",
    technologies: ["边缘视觉推理", "OPC UA", "MQTT", "Kubernetes", "西门子 MES"],
    technologiesEn: ["Edge vision inference", "OPC UA", "MQTT", "Kubernetes", "Siemens MES"],
    teamComposition: [4],
  },
  {
    name: "连锁医院智能导诊与患者随访",
    daysAgo: 318,
    image: "/demo/projects/hospital-patient-guide.svg",
    description:
      "为拥有 18 家院区的连锁医疗集团定制智能客服专员，提供预约挂号、智能导诊与术后随访服务，数据分析师则持续分析患者反馈以改进服务流程。",
    teamDescription: "医疗健康",
    nameEn: "AI Triage and Patient Follow-up for a Hospital Group",
    descriptionEn:
      "Customised the Customer Service Agent for a healthcare group with 18 hospital campuses to handle appointment booking, triage and post-operative follow-up, while the Data Analyst keeps analysing patient feedback to improve the service.",
    teamDescriptionEn: "Healthcare",
    industryEn: "Medical services",
    challengeDescriptionEn:
      "At peak times fewer than 60% of calls to the booking line got through. Patients did not know which department to book, and many booked the wrong one. Post-operative follow-up relied on nurses making phone calls, so coverage was low and records were scattered.",
    solutionDescriptionEn:
      "The Omnichannel Customer Service Team serves patients the same way on the WeChat official account, the mini program and the phone. The Customer Service Agent recommends a department from the described symptoms, books the appointment and starts post-operative follow-ups as the doctor ordered. Unusual feedback goes straight to the responsible nurse, and the Data Analyst writes a monthly service improvement report.",
    resultDescriptionEn:
      "The share of answered enquiries rose to 99%. Wrong-department bookings fell by 62%. Post-operative follow-up coverage rose from 35% to 95%. Nurses spend 50% less time on follow-up calls.",
    category: "enterprise",
    industry: "医疗服务",
    challengeDescription:
      "挂号咨询电话高峰期接通率不足 60%。患者不清楚应挂哪个科室，错挂率较高。术后随访依赖护士人工电话，覆盖率低且记录分散。",
    solutionDescription:
      "热门 · 全渠道客服团队在公众号、小程序与电话渠道提供统一服务。智能客服专员根据症状描述推荐科室并完成预约，按医嘱自动发起术后随访。异常反馈实时推送给责任护士，数据分析师每月输出服务改进报告。",
    resultDescription:
      "咨询接通率提升至 99%。错挂号率下降 62%。术后随访覆盖率从 35% 提升至 95%。护士随访工作量减少 50%。",
    technologies: ["医学知识图谱", "语音识别", "多轮对话", "HIS 接口", "微信小程序"],
    technologiesEn: [
      "Medical knowledge graph",
      "Speech recognition",
      "Multi-turn dialogue",
      "HIS interface",
      "WeChat Mini Program",
    ],
    teamComposition: [1],
  },
  {
    name: "职业教育机构招生与教务智能化",
    daysAgo: 402,
    image: "/demo/projects/education-enrollment.svg",
    description:
      "为一家全国性职业教育机构上线销售线索顾问与智能客服专员承接招生咨询，并由 HR招聘专员协助扩充讲师团队，支撑业务在一年内进入 20 个新城市。",
    teamDescription: "教育培训",
    nameEn: "AI Admissions and Student Services for a Vocational School",
    descriptionEn:
      "Launched the Sales Lead Advisor and the Customer Service Agent to handle admissions enquiries for a national vocational education provider, with the HR Recruiter helping to grow the teaching staff, supporting its move into 20 new cities within a year.",
    teamDescriptionEn: "Education and training",
    industryEn: "Vocational education",
    challengeDescriptionEn:
      "More than 80,000 new leads came in every month, and many were lost because advisers could not follow up in time. Questions about courses and timetables came mostly in the evening, which made staffing expensive. Opening new cities meant hiring many part-time teachers quickly.",
    solutionDescriptionEn:
      "The Omnichannel Customer Service Team and the Enterprise Shared Services Team work together. The Customer Service Agent answers course and enrolment questions around the clock, and the Sales Lead Advisor scores leads and reminds advisers when to follow up. The HR Recruiter screens teachers' CVs in bulk and schedules trial lessons automatically.",
    resultDescriptionEn:
      "Lead conversion rose by 130%. Each admissions adviser follows up 180% more leads. Evening enquiries get an instant answer every time. Hiring a teacher now takes 9 days instead of 30.",
    category: "growth",
    industry: "职业教育",
    challengeDescription:
      "每月新增咨询线索超过 8 万条，顾问跟进不及时导致大量线索流失。学员课程与排课问题集中在晚间，人工值守成本高。新城市开拓需要快速招聘大量兼职讲师。",
    solutionDescription:
      "热门 · 全渠道客服团队与企业共享服务团队协同工作。智能客服专员 24 小时解答课程与报名问题，销售线索顾问为线索评分并提醒顾问在最佳时机跟进。HR招聘专员批量筛选讲师简历并自动安排试讲。",
    resultDescription:
      "线索转化率提升 130%。招生顾问人均跟进量提升 180%。夜间咨询 100% 即时响应。讲师招聘周期从 30 天缩短至 9 天。",
    technologies: ["线索评分模型", "简历语义匹配", "企业微信", "Salesforce", "飞书日历"],
    technologiesEn: ["Lead-scoring model", "Semantic CV matching", "WeCom", "Salesforce", "Feishu Calendar"],
    teamComposition: [1, 3],
  },
]
