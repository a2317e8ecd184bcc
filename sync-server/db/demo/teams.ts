import type { TeamCreate } from "../../../schema/entities/team.ts"

/**
 * Demo digital teams. `composition` holds 1-based positions in demoEmployees, which the seeding
 * code maps to real ids. Exactly one name contains "热门" so the list shows one "hot" badge.
 */
export type DemoTeam = Omit<TeamCreate, "composition"> & { composition: number[] }

export const demoTeams: DemoTeam[] = [
  {
    name: "热门 · 全渠道客服团队",
    image: "/demo/teams/omnichannel-service.svg",
    description:
      "由智能客服专员、销售线索顾问与数据分析师组成的全渠道服务团队，统一承接官网、App、小程序、电话与社交媒体的客户咨询。售前问题自动识别商机并转给销售线索顾问跟进，所有会话数据每日汇总为服务质量洞察。",
    composition: [1, 9, 3],
    teamType: "advanced",
    category: "customer_service",
    capabilities: ["全渠道接入", "智能分流", "商机识别", "人机协同", "服务质量分析"],
    nameEn: "Omnichannel Customer Service Team",
    descriptionEn:
      "An omnichannel service team made up of the Customer Service Agent, the Sales Lead Advisor and the Data Analyst. It answers customer questions from the website, the app, mini programs, phone and social media in one place. Pre-sales questions are recognised as opportunities and passed to the Sales Lead Advisor, and every day the conversation data is summed up into insights on service quality.",
    capabilitiesEn: [
      "Omnichannel intake",
      "Smart routing",
      "Opportunity detection",
      "Human–AI collaboration",
      "Service quality analysis",
    ],
    technicalDetailsEn:
      "A routing agent receives messages from every channel and hands each to the right member by intent. Members work together through a shared conversation context, and people can take over at key points. At peak times it scales out to 5,000 concurrent conversations.",
    technicalDetails:
      "采用路由智能体统一接收各渠道消息，按意图分发给对应成员；成员之间通过共享会话上下文协作，关键节点支持人工接管。高峰期可弹性扩容至 5000 并发会话。",
    orchestrationType: "dynamic",
    communicationProtocol: "event_driven",
    url: "/teams",
  },
  {
    name: "电商增长团队",
    image: "/demo/teams/ecommerce-growth.svg",
    description:
      "覆盖选品、内容、投放与复盘完整链路的电商增长团队。电商运营助理负责商品与活动，内容营销策划负责种草内容，数据分析师每天复盘投放效果并给出调整建议。",
    composition: [2, 4, 3, 9],
    teamType: "standard",
    category: "ecommerce",
    capabilities: ["商品运营", "内容种草", "投放优化", "经营复盘", "会员营销"],
    nameEn: "E-commerce Growth Team",
    descriptionEn:
      "An e-commerce growth team that covers the whole chain from product selection and content to advertising and review. The E-commerce Operations Assistant runs products and promotions, the Content Marketing Planner creates the recommendation content, and the Data Analyst reviews campaign results every day and suggests adjustments.",
    capabilitiesEn: [
      "Product operations",
      "Recommendation content",
      "Ad optimisation",
      "Business reviews",
      "Membership marketing",
    ],
    technicalDetailsEn:
      "Sequential orchestration driven by daily business targets: each day's data review feeds the next day's content and promotion plans, closing the loop. All members share the product knowledge base and the brand style guide.",
    technicalDetails:
      "以每日经营目标为驱动的顺序编排：数据复盘结果作为次日内容与活动计划的输入，形成闭环。各成员共享商品知识库与品牌风格指南。",
    orchestrationType: "sequential",
    communicationProtocol: "standard",
  },
  {
    name: "企业共享服务团队",
    image: "/demo/teams/shared-services.svg",
    description:
      "为财务、法务与人力资源部门提供标准化服务的共享中心团队。财务审核员、法务合同助手与 HR招聘专员并行处理各自的工单，并在合同付款、员工入职等跨部门流程中自动交接。",
    composition: [5, 6, 7],
    teamType: "enterprise",
    category: "shared_services",
    capabilities: ["费用审核", "合同审查", "招聘协同", "跨部门流程", "审计留痕"],
    nameEn: "Enterprise Shared Services Team",
    descriptionEn:
      "A shared-services team that gives finance, legal and human resources standardised support. The Finance Auditor, the Legal Contract Assistant and the HR Recruiter work their own tickets in parallel and hand work to each other automatically in cross-department processes such as contract payments and employee onboarding.",
    capabilitiesEn: [
      "Expense review",
      "Contract review",
      "Recruiting coordination",
      "Cross-department workflows",
      "Audit trail",
    ],
    technicalDetailsEn:
      "Members work independent tickets in parallel; cross-department processes pass structured tasks through a message queue. Every operation is written to a tamper-proof audit log, with support for on-premises deployment and China's national cryptography standards.",
    technicalDetails:
      "成员并行处理独立工单，跨部门流程通过消息队列传递结构化任务；全部操作写入不可篡改的审计日志，支持私有化部署与国密加密。",
    orchestrationType: "parallel",
    communicationProtocol: "message_queue",
  },
  {
    name: "智能制造运维团队",
    image: "/demo/teams/smart-manufacturing.svg",
    description:
      "面向工厂与数据中心的运维保障团队。质量检测专员在产线上实时发现缺陷，IT运维工程师保障系统稳定运行，数据分析师将设备与质量数据转化为可执行的改进建议。",
    composition: [10, 8, 3],
    teamType: "advanced",
    category: "operations",
    capabilities: ["缺陷检测", "设备预测性维护", "故障自愈", "质量追溯", "产能分析"],
    nameEn: "Smart Manufacturing Operations Team",
    descriptionEn:
      "An operations team for factories and data centres. The Quality Inspector catches defects on the production line in real time, the IT Operations Engineer keeps systems running smoothly, and the Data Analyst turns equipment and quality data into improvements the plant can act on.",
    capabilitiesEn: [
      "Defect detection",
      "Predictive maintenance",
      "Self-healing",
      "Quality traceability",
      "Capacity analysis",
    ],
    technicalDetailsEn:
      "Hierarchical orchestration: a coordinating agent breaks work down and sets priorities, edge members handle real-time inspection and cloud members analyse trends. Connects over the OPC UA and MQTT industrial protocols.",
    technicalDetails:
      "分层编排：协调智能体负责任务拆解与优先级，边缘端成员处理实时检测，云端成员做趋势分析。支持 OPC UA 与 MQTT 工业协议接入。",
    orchestrationType: "hierarchical",
    communicationProtocol: "mqtt",
  },
]
