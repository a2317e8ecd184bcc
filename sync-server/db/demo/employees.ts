import type { EmployeeCreate } from "../../../schema/entities/employee.ts"

/**
 * Demo digital employees. Names are short and used verbatim in project descriptions, because an
 * employee page lists as "related projects" the projects whose description contains the name.
 * Teams refer to these by 1-based position, so append new ones at the end.
 */
export const demoEmployees: EmployeeCreate[] = [
  {
    name: "智能客服专员",
    image: "/demo/employees/customer-service.svg",
    description:
      "7×24 小时在线的全渠道客服数字员工，能够理解上下文、识别客户情绪并给出准确答复。复杂问题会附上完整摘要无缝转交人工坐席，让客户不必重复描述。",
    profession: "客户服务",
    useCases: "售前咨询, 售后服务, 订单查询, 投诉处理, 满意度回访",
    technicalDetails:
      "基于检索增强生成（RAG）对接企业知识库，支持多轮对话记忆与意图识别；情绪分析模型实时评估会话风险，超过阈值自动升级人工。平均首响时间低于 1 秒。",
    capabilities: ["多轮对话", "意图识别", "情绪分析", "知识库检索", "人机协同转接", "多语言应答"],
    nameEn: "Customer Service Agent",
    professionEn: "Customer service",
    descriptionEn:
      "An omnichannel customer service employee that is online around the clock. It follows the context of a conversation, picks up on how the customer feels and gives accurate answers. Complex issues go to a human agent with a complete summary attached, so customers never have to explain themselves twice.",
    useCasesEn:
      "Pre-sales questions, After-sales service, Order tracking, Complaint handling, Satisfaction follow-ups",
    technicalDetailsEn:
      "Connects to the company knowledge base through retrieval-augmented generation (RAG), with multi-turn memory and intent recognition. A sentiment model scores each conversation's risk in real time and hands it to a human once a threshold is crossed. Average first response time is under one second.",
    capabilitiesEn: [
      "Multi-turn dialogue",
      "Intent recognition",
      "Sentiment analysis",
      "Knowledge base search",
      "Human handoff",
      "Multilingual replies",
    ],
    integrations: ["企业微信", "钉钉", "飞书", "微信公众号", "淘宝千牛", "Zendesk"],
    integrationsEn: ["WeCom", "DingTalk", "Feishu", "WeChat Official Accounts", "Taobao Qianniu", "Zendesk"],
    modelBase: "通义千问 Qwen2.5-72B",
    modelBaseEn: "Tongyi Qianwen Qwen2.5-72B",
    url: "/employees",
    deploymentTime: "约 2 周（接入知识库与工单系统）",
    deploymentTimeEn: "About 2 weeks (knowledge base and ticketing connected)",
  },
  {
    name: "电商运营助理",
    image: "/demo/employees/ecommerce-ops.svg",
    description:
      "帮助店铺运营团队完成商品上新、价格监控、活动排期与日常数据复盘。它会每天早上推送经营日报，并对库存、转化率异常主动预警。",
    profession: "电商运营",
    useCases: "商品上新, 竞品价格监控, 活动排期, 经营日报, 库存预警",
    technicalDetails:
      "通过开放平台 API 读取订单、商品与流量数据，结合时序预测模型给出补货与定价建议；文案生成模块可按平台规范批量产出商品标题和卖点。",
    capabilities: ["商品文案生成", "价格监控", "销量预测", "活动策划", "异常预警"],
    nameEn: "E-commerce Operations Assistant",
    professionEn: "E-commerce operations",
    descriptionEn:
      "Helps store teams launch products, watch prices, schedule promotions and review the day's numbers. Every morning it sends a business report, and it raises an alert on its own when stock levels or conversion rates look wrong.",
    useCasesEn:
      "Product launches, Competitor price tracking, Promotion scheduling, Daily business reports, Stock alerts",
    technicalDetailsEn:
      "Reads orders, products and traffic through the platforms' open APIs and uses time-series forecasting to suggest restocking and pricing. Its copywriting module produces product titles and selling points in bulk, following each platform's rules.",
    capabilitiesEn: [
      "Product copywriting",
      "Price monitoring",
      "Sales forecasting",
      "Campaign planning",
      "Anomaly alerts",
    ],
    integrations: ["淘宝开放平台", "京东宙斯", "抖音电商", "有赞", "企业微信"],
    integrationsEn: ["Taobao Open Platform", "JD Zeus Open Platform", "Douyin E-commerce", "Youzan", "WeCom"],
    modelBase: "DeepSeek-V3",
    modelBaseEn: "DeepSeek-V3",
    deploymentTime: "约 1 周（授权店铺开放平台）",
    deploymentTimeEn: "About 1 week (store platform access granted)",
  },
  {
    name: "数据分析师",
    image: "/demo/employees/data-analyst.svg",
    description:
      "用自然语言提问即可获得图表与结论的分析型数字员工。它能自动编写 SQL、清洗数据并生成带洞察的分析报告，让业务人员不再排队等报表。",
    profession: "数据分析",
    useCases: "自助取数, 指标监控, 归因分析, 周报月报, 数据可视化",
    technicalDetails:
      "Text-to-SQL 引擎结合企业指标口径库，生成的查询先经过语法与权限校验再执行；支持 MySQL、PostgreSQL、ClickHouse 与 Hive，结果可导出为图表或 Excel。",
    capabilities: ["自然语言查询", "SQL 自动生成", "异常检测", "趋势预测", "报告撰写"],
    nameEn: "Data Analyst",
    professionEn: "Data analysis",
    descriptionEn:
      "An analytical employee that turns a question in plain language into charts and conclusions. It writes the SQL, cleans the data and produces a report with insights, so business teams no longer wait in line for reports.",
    useCasesEn:
      "Self-service data requests, Metric monitoring, Attribution analysis, Weekly and monthly reports, Data visualisation",
    technicalDetailsEn:
      "A text-to-SQL engine works with the company's library of metric definitions; every generated query passes syntax and permission checks before it runs. Supports MySQL, PostgreSQL, ClickHouse and Hive, with results exported as charts or Excel files.",
    capabilitiesEn: [
      "Natural-language queries",
      "Automatic SQL",
      "Anomaly detection",
      "Trend forecasting",
      "Report writing",
    ],
    integrations: ["MySQL", "ClickHouse", "Hive", "帆软 FineBI", "Tableau", "飞书多维表格"],
    integrationsEn: ["MySQL", "ClickHouse", "Hive", "FanRuan FineBI", "Tableau", "Feishu Base"],
    modelBase: "GPT-4o",
    modelBaseEn: "GPT-4o",
    deploymentTime: "2–3 周（统一指标口径、连接数据源）",
    deploymentTimeEn: "2–3 weeks (metric definitions agreed, data sources connected)",
  },
  {
    name: "内容营销策划",
    image: "/demo/employees/content-marketing.svg",
    description:
      "熟悉小红书、抖音、公众号等平台调性的内容策划数字员工。从选题洞察、脚本撰写到多平台分发排期一站完成，并根据投放数据持续优化内容策略。",
    profession: "内容营销",
    useCases: "选题策划, 种草文案, 短视频脚本, 多平台分发, 舆情监测",
    technicalDetails:
      "热点追踪模块每小时抓取平台热榜并做语义聚类；品牌语气由少样本示例与风格约束共同控制，所有文案发布前经过敏感词与广告法合规检测。",
    capabilities: ["热点洞察", "文案创作", "脚本生成", "品牌语气控制", "合规检测"],
    nameEn: "Content Marketing Planner",
    professionEn: "Content marketing",
    descriptionEn:
      "A content planner that knows the tone of Xiaohongshu, Douyin, WeChat official accounts and other platforms. It handles everything from topic research and scriptwriting to scheduling across platforms, and keeps refining the content strategy based on campaign data.",
    useCasesEn:
      "Topic planning, Product recommendation posts, Short-video scripts, Multi-platform publishing, Brand sentiment monitoring",
    technicalDetailsEn:
      "A trend tracker pulls each platform's trending lists every hour and clusters them by meaning. The brand voice is held by few-shot examples and style constraints, and every piece of copy is checked for sensitive words and advertising-law compliance before it goes out.",
    capabilitiesEn: [
      "Trend insights",
      "Copywriting",
      "Script generation",
      "Brand voice control",
      "Compliance checks",
    ],
    integrations: ["小红书", "抖音", "微信公众号", "微博", "飞书文档"],
    integrationsEn: ["Xiaohongshu (RED)", "Douyin", "WeChat Official Accounts", "Weibo", "Feishu Docs"],
    modelBase: "文心一言 ERNIE 4.0",
    modelBaseEn: "ERNIE Bot 4.0",
    deploymentTime: "约 1 周（导入品牌规范与历史内容）",
    deploymentTimeEn: "About 1 week (brand guide and past content loaded)",
  },
  {
    name: "财务审核员",
    image: "/demo/employees/finance-auditor.svg",
    description:
      "自动完成发票识别、报销单审核与三单匹配的财务数字员工。它会逐条比对公司费用制度，标注风险点并给出审核意见，财务人员只需复核例外情况。",
    profession: "财务审核",
    useCases: "发票识别, 报销审核, 三单匹配, 费用合规检查, 对账",
    technicalDetails:
      "OCR 与版面分析识别增值税发票、行程单等 30 余种票据；规则引擎与大模型双重校验，审核结论附带可追溯的制度条款依据，满足审计留痕要求。",
    capabilities: ["票据 OCR", "制度规则校验", "风险标注", "自动对账", "审计留痕"],
    nameEn: "Finance Auditor",
    professionEn: "Financial review",
    descriptionEn:
      "A finance employee that reads invoices, reviews expense claims and performs three-way matching automatically. It checks every line against the company's expense policy, flags the risks and writes a review opinion, so the finance team only has to look at the exceptions.",
    useCasesEn:
      "Invoice recognition, Expense review, Three-way matching, Expense compliance checks, Reconciliation",
    technicalDetailsEn:
      "OCR and layout analysis recognise more than 30 kinds of documents, including VAT invoices and travel itineraries. A rules engine and a large language model check each claim twice, and every conclusion cites the policy clause it rests on, leaving the audit trail auditors require.",
    capabilitiesEn: [
      "Document OCR",
      "Policy rule checks",
      "Risk flagging",
      "Automatic reconciliation",
      "Audit trail",
    ],
    integrations: ["SAP", "用友 U8", "金蝶云星空", "钉钉审批", "企业网银"],
    integrationsEn: [
      "SAP",
      "Yonyou U8",
      "Kingdee Cloud Galaxy",
      "DingTalk Approval",
      "Corporate online banking",
    ],
    modelBase: "通义千问 Qwen2.5-72B",
    modelBaseEn: "Tongyi Qianwen Qwen2.5-72B",
    deploymentTime: "3–4 周（对接 ERP 与报销制度）",
    deploymentTimeEn: "3–4 weeks (ERP and expense policy connected)",
  },
  {
    name: "法务合同助手",
    image: "/demo/employees/legal-contract.svg",
    description:
      "为法务与业务团队提供合同起草、审查和比对服务。它能在几分钟内找出缺失条款与不利约定，并给出修改建议和参考依据。",
    profession: "法务合规",
    useCases: "合同审查, 条款比对, 合同起草, 风险提示, 法规检索",
    technicalDetails:
      "内置 200 余类合同审查要点清单，结合法律法规向量库进行引用检索；支持 Word 修订模式输出，所有数据在企业私有化环境内处理。",
    capabilities: ["合同审查", "版本比对", "风险分级", "法规引用", "修订稿生成"],
    nameEn: "Legal Contract Assistant",
    professionEn: "Legal and compliance",
    descriptionEn:
      "Drafts, reviews and compares contracts for legal and business teams. Within minutes it finds missing clauses and unfavourable terms, and suggests changes with the references behind them.",
    useCasesEn: "Contract review, Clause comparison, Contract drafting, Risk alerts, Legal research",
    technicalDetailsEn:
      "Ships with review checklists for more than 200 types of contract and cites laws and regulations from a vector library. Outputs Word documents with tracked changes, and all data is processed inside the company's private environment.",
    capabilitiesEn: [
      "Contract review",
      "Version comparison",
      "Risk grading",
      "Legal citations",
      "Redline drafts",
    ],
    integrations: ["飞书", "钉钉", "泛微 OA", "Microsoft Word", "e签宝"],
    integrationsEn: ["Feishu", "DingTalk", "Weaver OA", "Microsoft Word", "eSignBao"],
    modelBase: "DeepSeek-R1",
    modelBaseEn: "DeepSeek-R1",
    deploymentTime: "约 3 周（导入合同模板与审查规则）",
    deploymentTimeEn: "About 3 weeks (contract templates and review rules loaded)",
  },
  {
    name: "HR招聘专员",
    image: "/demo/employees/hr-recruiter.svg",
    description:
      "负责简历筛选、候选人初步沟通和面试安排的招聘数字员工。它按岗位画像为候选人打分并说明理由，让 HR 把时间留给真正重要的面试与决策。",
    profession: "人力资源",
    useCases: "简历筛选, 候选人沟通, 面试安排, 入职引导, 员工问答",
    technicalDetails:
      "岗位画像由 JD 自动抽取技能与经验要求，简历解析后做语义匹配评分；内置公平性约束，评分不使用性别、年龄等敏感属性。",
    capabilities: ["简历解析", "人岗匹配", "智能约面", "入职问答", "人才库激活"],
    nameEn: "HR Recruiter",
    professionEn: "Human resources",
    descriptionEn:
      "A recruiting employee that screens CVs, has the first conversations with candidates and schedules interviews. It scores candidates against the role profile and explains each score, leaving HR free for the interviews and decisions that really matter.",
    useCasesEn: "CV screening, Candidate outreach, Interview scheduling, Onboarding guidance, Employee Q&A",
    technicalDetailsEn:
      "Role profiles are extracted automatically from job descriptions; parsed CVs are matched against them by meaning. Built-in fairness constraints keep sensitive attributes such as gender and age out of the scoring.",
    capabilitiesEn: [
      "CV parsing",
      "Candidate matching",
      "Interview scheduling",
      "Onboarding Q&A",
      "Talent pool reactivation",
    ],
    integrations: ["北森", "Moka", "BOSS直聘", "企业微信", "飞书日历"],
    integrationsEn: ["Beisen", "Moka", "BOSS Zhipin", "WeCom", "Feishu Calendar"],
    modelBase: "GLM-4",
    modelBaseEn: "GLM-4",
    deploymentTime: "约 2 周（连接招聘渠道与人才库）",
    deploymentTimeEn: "About 2 weeks (job boards and talent pool connected)",
  },
  {
    name: "IT运维工程师",
    image: "/demo/employees/it-ops.svg",
    description:
      "全天候值守的运维数字员工，能够读懂告警、定位根因并执行标准化处置预案。每次故障处理都会自动生成复盘报告，沉淀为团队知识。",
    profession: "IT 运维",
    useCases: "告警降噪, 故障定位, 自动化处置, 变更审核, 工单处理",
    technicalDetails:
      "接入日志、指标与链路追踪数据，基于拓扑图进行根因推理；高危操作必须经过人工审批，所有命令在沙箱中预演后再执行。",
    capabilities: ["告警聚合", "根因分析", "预案执行", "日志分析", "复盘报告"],
    nameEn: "IT Operations Engineer",
    professionEn: "IT operations",
    descriptionEn:
      "An operations employee on duty day and night. It reads alerts, traces them to their root cause and carries out standard runbooks. Every incident ends with an automatically written post-mortem that becomes part of the team's knowledge.",
    useCasesEn:
      "Alert noise reduction, Fault diagnosis, Automated remediation, Change review, Ticket handling",
    technicalDetailsEn:
      "Takes in logs, metrics and traces and reasons about root causes over the service topology. High-risk operations always need human approval, and every command is rehearsed in a sandbox before it runs.",
    capabilitiesEn: [
      "Alert aggregation",
      "Root cause analysis",
      "Runbook execution",
      "Log analysis",
      "Post-mortem reports",
    ],
    integrations: ["Prometheus", "Grafana", "Kubernetes", "阿里云", "Jira", "飞书"],
    integrationsEn: ["Prometheus", "Grafana", "Kubernetes", "Alibaba Cloud", "Jira", "Feishu"],
    modelBase: "Qwen2.5-Coder-32B",
    modelBaseEn: "Qwen2.5-Coder-32B",
    deploymentTime: "2–3 周（接入监控告警与运维手册）",
    deploymentTimeEn: "2–3 weeks (monitoring alerts and runbooks connected)",
  },
  {
    name: "销售线索顾问",
    image: "/demo/employees/sales-leads.svg",
    description:
      "帮助销售团队发掘、评分并跟进潜在客户的数字员工。它会根据客户行为自动判断购买意向，在最佳时机提醒销售跟进并给出沟通话术。",
    profession: "销售增长",
    useCases: "线索评分, 客户画像, 跟进提醒, 话术推荐, 商机预测",
    technicalDetails:
      "融合官网访问、表单、通话记录等多源数据构建客户画像，线索评分模型每日自动重训；话术推荐基于历史成交对话的检索与生成。",
    capabilities: ["线索评分", "客户画像", "外呼话术", "商机预测", "CRM 自动录入"],
    nameEn: "Sales Lead Advisor",
    professionEn: "Sales growth",
    descriptionEn:
      "Helps sales teams find, score and follow up potential customers. It judges buying intent from customer behaviour, reminds the sales rep to get in touch at the right moment and suggests what to say.",
    useCasesEn:
      "Lead scoring, Customer profiles, Follow-up reminders, Talking points, Opportunity forecasting",
    technicalDetailsEn:
      "Builds customer profiles from website visits, forms, call records and other sources; the lead-scoring model retrains itself every day. Talking points are retrieved and generated from the conversations of past deals that closed.",
    capabilitiesEn: [
      "Lead scoring",
      "Customer profiles",
      "Call scripts",
      "Opportunity forecasting",
      "Automatic CRM entry",
    ],
    integrations: ["Salesforce", "纷享销客", "销售易", "企业微信", "HubSpot"],
    integrationsEn: ["Salesforce", "Fxiaoke", "Xiaoshouyi (NeoCRM)", "WeCom", "HubSpot"],
    modelBase: "GPT-4o mini",
    modelBaseEn: "GPT-4o mini",
    deploymentTime: "约 2 周（对接 CRM 与线索来源）",
    deploymentTimeEn: "About 2 weeks (CRM and lead sources connected)",
  },
  {
    name: "质量检测专员",
    image: "/demo/employees/quality-inspector.svg",
    description:
      "面向生产现场的质检数字员工，结合视觉模型识别产品缺陷并分析质量波动原因。它会把检测结果实时同步到 MES，并自动生成质量日报。",
    profession: "质量管理",
    useCases: "外观缺陷检测, 质量追溯, SPC 分析, 质量日报",
    technicalDetails:
      "边缘端部署轻量视觉模型，单件检测耗时低于 80 毫秒；质量波动分析结合工艺参数与设备状态数据，给出可能的根因排序。",
    capabilities: ["视觉缺陷识别", "SPC 统计分析", "质量追溯", "根因排序", "报表生成"],
    nameEn: "Quality Inspector",
    professionEn: "Quality management",
    descriptionEn:
      "A quality-control employee for the shop floor. It uses vision models to spot product defects and analyses why quality drifts. Inspection results flow into the MES in real time, and a daily quality report is written automatically.",
    useCasesEn: "Visual defect detection, Quality traceability, SPC analysis, Daily quality reports",
    technicalDetailsEn:
      "A lightweight vision model runs at the edge and inspects each part in under 80 milliseconds. Quality drift analysis combines process parameters with equipment status and ranks the likely root causes.",
    capabilitiesEn: [
      "Visual defect detection",
      "SPC analysis",
      "Quality traceability",
      "Root cause ranking",
      "Report generation",
    ],
    integrations: ["西门子 MES", "SAP QM", "海康威视工业相机", "钉钉"],
    integrationsEn: ["Siemens MES", "SAP QM", "Hikvision industrial cameras", "DingTalk"],
    modelBase: "自研视觉模型 + Qwen2.5-VL",
    modelBaseEn: "In-house vision model + Qwen2.5-VL",
    deploymentTime: "4–6 周（采集样本图片、训练缺陷模型）",
    deploymentTimeEn: "4–6 weeks (sample images collected, defect model trained)",
  },
]
