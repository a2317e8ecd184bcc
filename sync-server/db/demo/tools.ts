import type { ToolCreate } from "../../../schema/entities/tool.ts"

/**
 * Demo AI tools. `icon` is a Lucide icon name; the last tool keeps the default "Wrench" and two
 * tools have no documentation or website link, so the detail page's optional links are exercised.
 * The demo tools have no uploaded picture (`image` null): the site picks /demo/tools/<slug>.svg by name
 * (see demoToolImages).
 */
export const demoTools: ToolCreate[] = [
  {
    name: "智能对话引擎",
    description:
      "为数字员工提供多轮对话、上下文记忆与意图识别能力的核心引擎，几行配置即可接入网站、App 与即时通讯渠道。",
    technicalDescription:
      "适用于智能客服、售前咨询与内部问答等场景。支持流式输出、函数调用与多模型路由，可按成本与效果自动选择底座模型。",
    icon: "MessageSquare",
    category: "communication",
    features: ["多轮对话记忆", "意图与槽位识别", "流式响应", "多模型路由", "敏感内容过滤"],
    nameEn: "Conversation Engine",
    descriptionEn:
      "The core engine that gives digital employees multi-turn dialogue, conversation memory and intent recognition. A few lines of configuration connect it to your website, app and instant-messaging channels.",
    technicalDescriptionEn:
      "Suited to customer service, pre-sales enquiries and internal Q&A. Supports streaming output, function calling and multi-model routing, choosing the base model automatically by cost and quality.",
    featuresEn: [
      "Multi-turn memory",
      "Intent and slot recognition",
      "Streaming responses",
      "Multi-model routing",
      "Sensitive content filtering",
    ],
    compatibility: ["Web", "iOS", "Android", "微信小程序", "REST API"],
    compatibilityEn: ["Web", "iOS", "Android", "WeChat Mini Program", "REST API"],
  },
  {
    name: "数据洞察看板",
    description: "用自然语言提问，自动生成图表与分析结论的可视化看板，让每个业务人员都能自助分析数据。",
    technicalDescription:
      "适用于经营分析、指标监控与管理层周报。Text-to-SQL 查询先经权限校验再执行，图表可一键嵌入飞书、钉钉文档。",
    icon: "BarChart3",
    category: "analytics",
    features: ["自然语言查询", "自动图表推荐", "指标异常预警", "定时报告推送", "权限行级控制"],
    nameEn: "Data Insights Dashboard",
    descriptionEn:
      "A visual dashboard that turns questions in plain language into charts and conclusions, so everyone in the business can analyse data on their own.",
    technicalDescriptionEn:
      "Suited to business analysis, metric monitoring and weekly management reports. Text-to-SQL queries pass a permission check before they run, and charts embed into Feishu and DingTalk documents in one click.",
    featuresEn: [
      "Natural-language queries",
      "Automatic chart suggestions",
      "Metric anomaly alerts",
      "Scheduled reports",
      "Row-level permissions",
    ],
    compatibility: ["MySQL", "PostgreSQL", "ClickHouse", "Hive", "Excel"],
    compatibilityEn: ["MySQL", "PostgreSQL", "ClickHouse", "Hive", "Excel"],
  },
  {
    name: "文档智能解析",
    description:
      "将 PDF、扫描件、票据与表格转化为结构化数据，识别准确率超过 98%，为审核类数字员工提供可靠输入。",
    technicalDescription:
      "适用于合同审查、发票处理与档案数字化。版面分析可还原多栏排版、跨页表格与印章位置，支持 30 余种票据模板。",
    icon: "FileText",
    category: "productivity",
    features: ["OCR 文字识别", "版面结构还原", "表格抽取", "票据模板识别", "关键字段校验"],
    nameEn: "Intelligent Document Parser",
    descriptionEn:
      "Turns PDFs, scans, receipts and spreadsheets into structured data with over 98% recognition accuracy, giving review-focused digital employees input they can rely on.",
    technicalDescriptionEn:
      "Suited to contract review, invoice processing and digitising archives. Layout analysis restores multi-column layouts, tables that span pages and the position of seals, with more than 30 receipt templates supported.",
    featuresEn: [
      "OCR text recognition",
      "Layout reconstruction",
      "Table extraction",
      "Receipt template recognition",
      "Key field validation",
    ],
    compatibility: ["PDF", "Word", "JPG / PNG", "TIFF", "REST API"],
    compatibilityEn: ["PDF", "Word", "JPG / PNG", "TIFF", "REST API"],
  },
  {
    name: "智能体构建器",
    description: "可视化定制数字员工的工作台：设定角色、挂载知识与工具、编写工作流程，无需代码即可发布上线。",
    technicalDescription:
      "适用于业务团队快速搭建专属数字员工。内置提示词版本管理、A/B 测试与效果评估，发布后可一键回滚。",
    icon: "Bot",
    category: "development",
    features: ["角色与人设配置", "知识库挂载", "工具与插件编排", "版本管理", "效果评估"],
    nameEn: "Agent Builder",
    descriptionEn:
      "A visual workbench for customising digital employees: define the role, attach knowledge and tools, write the workflow and publish it, all without code.",
    technicalDescriptionEn:
      "Suited to business teams that want their own digital employees quickly. Built-in prompt versioning, A/B testing and quality evaluation, with one-click rollback after release.",
    featuresEn: [
      "Role and persona setup",
      "Knowledge base attachment",
      "Tool and plugin orchestration",
      "Version management",
      "Quality evaluation",
    ],
    compatibility: ["Chrome", "Edge", "Safari", "私有化部署"],
    compatibilityEn: ["Chrome", "Edge", "Safari", "Private deployment"],
  },
  {
    name: "企业知识库",
    description:
      "把分散在文档、网页与工单中的企业知识统一整理为可检索的知识库，并为数字员工提供带出处的答案。",
    technicalDescription:
      "适用于客服问答、内部培训与制度查询。混合检索结合关键词与向量召回，答案自动标注来源段落，知识更新分钟级生效。",
    icon: "Database",
    category: "knowledge",
    features: ["多源文档导入", "语义检索", "答案溯源", "权限隔离", "过期知识提醒"],
    nameEn: "Enterprise Knowledge Base",
    descriptionEn:
      "Gathers company knowledge scattered across documents, web pages and tickets into one searchable knowledge base, and gives digital employees answers with their sources.",
    technicalDescriptionEn:
      "Suited to customer Q&A, internal training and policy lookups. Hybrid search combines keyword and vector retrieval, answers cite the paragraphs they come from, and updates take effect within minutes.",
    featuresEn: [
      "Multi-source import",
      "Semantic search",
      "Answer sources",
      "Permission isolation",
      "Outdated knowledge reminders",
    ],
    compatibility: ["飞书文档", "Confluence", "语雀", "SharePoint", "本地文件"],
    compatibilityEn: ["Feishu Docs", "Confluence", "Yuque", "SharePoint", "Local files"],
  },
  {
    name: "流程编排器",
    description: "用拖拽方式把多个数字员工和业务系统串成自动化流程，支持条件分支、并行任务与人工审批节点。",
    technicalDescription:
      "适用于报销审批、订单履约与招聘流程等跨系统场景。流程以有向图执行，失败节点可自动重试或转人工处理。",
    icon: "Workflow",
    category: "automation",
    features: ["可视化拖拽", "条件分支", "并行执行", "人工审批节点", "失败重试"],
    nameEn: "Workflow Orchestrator",
    descriptionEn:
      "Drag and drop digital employees and business systems into automated workflows, with conditional branches, parallel tasks and human approval steps.",
    technicalDescriptionEn:
      "Suited to processes that span systems, such as expense approval, order fulfilment and recruiting. Workflows run as directed graphs, and a failed step can be retried automatically or handed to a person.",
    featuresEn: [
      "Visual drag and drop",
      "Conditional branches",
      "Parallel execution",
      "Human approval steps",
      "Retry on failure",
    ],
    compatibility: ["钉钉", "飞书", "企业微信", "SAP", "Webhook"],
    compatibilityEn: ["DingTalk", "Feishu", "WeCom", "SAP", "Webhook"],
  },
  {
    name: "邮件自动助手",
    description: "自动分类、摘要并起草回复企业邮件，重要邮件优先提醒，让团队告别收件箱焦虑。",
    technicalDescription:
      "适用于销售跟进、客户服务与供应商沟通。回复草稿遵循企业语气模板，发送前始终由人确认。",
    icon: "Mail",
    category: "communication",
    features: ["智能分类", "邮件摘要", "回复草稿", "跟进提醒", "附件解析"],
    nameEn: "Email Assistant",
    descriptionEn:
      "Sorts, summarises and drafts replies to business email and puts important messages first, so your team can stop worrying about the inbox.",
    technicalDescriptionEn:
      "Suited to sales follow-ups, customer service and supplier communication. Reply drafts follow the company's tone templates, and a person always confirms before anything is sent.",
    featuresEn: [
      "Smart sorting",
      "Email summaries",
      "Reply drafts",
      "Follow-up reminders",
      "Attachment parsing",
    ],
    compatibility: ["Exchange", "Gmail", "腾讯企业邮", "网易企业邮"],
    compatibilityEn: ["Exchange", "Gmail", "Tencent Exmail", "NetEase Enterprise Mail"],
  },
  {
    name: "智能日程助理",
    description: "理解自然语言的日程管理工具，自动协调多人空闲时间、预订会议室并生成会议纪要。",
    technicalDescription: "适用于面试安排、客户拜访与跨时区会议。会后自动提取待办事项并分配给参会人。",
    icon: "Calendar",
    category: "productivity",
    features: ["自然语言约会", "多人时间协调", "会议室预订", "会议纪要", "待办提取"],
    nameEn: "Smart Scheduling Assistant",
    descriptionEn:
      "A calendar tool that understands plain language: it finds times that suit everyone, books meeting rooms and writes the minutes.",
    technicalDescriptionEn:
      "Suited to interview scheduling, client visits and meetings across time zones. After a meeting it picks out the action items and assigns them to the attendees.",
    featuresEn: [
      "Plain-language scheduling",
      "Finding common free time",
      "Meeting room booking",
      "Meeting minutes",
      "Action item extraction",
    ],
    compatibility: ["飞书日历", "钉钉日程", "Outlook", "Google Calendar"],
    compatibilityEn: ["Feishu Calendar", "DingTalk Calendar", "Outlook", "Google Calendar"],
  },
  {
    name: "安全合规网关",
    description:
      "位于数字员工与大模型之间的安全网关，提供数据脱敏、权限控制与全量审计，满足金融与政务合规要求。",
    technicalDescription:
      "适用于对数据安全要求严格的行业。敏感字段在出域前自动脱敏，所有调用记录可按等保与审计要求留存与检索。",
    icon: "ShieldCheck",
    category: "security",
    features: ["敏感数据脱敏", "提示词注入防护", "细粒度权限", "调用审计", "国密算法支持"],
    nameEn: "Security and Compliance Gateway",
    descriptionEn:
      "A security gateway between digital employees and large language models that masks data, controls access and audits every call, meeting the compliance requirements of finance and government.",
    technicalDescriptionEn:
      "Suited to industries with strict data security requirements. Sensitive fields are masked before they leave your network, and every call record is kept and searchable as China's cybersecurity classification rules and audits require.",
    featuresEn: [
      "Sensitive data masking",
      "Prompt injection protection",
      "Fine-grained permissions",
      "Call auditing",
      "Chinese national cryptography support",
    ],
    compatibility: ["私有化部署", "Kubernetes", "OpenAI 兼容接口", "国产大模型"],
    compatibilityEn: [
      "Private deployment",
      "Kubernetes",
      "OpenAI-compatible API",
      "Chinese large language models",
    ],
  },
  {
    name: "集成连接器",
    description: "预置 200 余个常用业务系统连接器，让数字员工安全地读写 CRM、ERP、OA 与电商平台数据。",
    technicalDescription:
      "适用于需要跨系统取数与回写的数字员工。统一的认证托管与限流策略，降低接入与维护成本。",
    category: "integration",
    features: ["200+ 预置连接器", "OAuth 认证托管", "字段映射", "限流与重试"],
    nameEn: "Integration Connectors",
    descriptionEn:
      "More than 200 ready-made connectors to common business systems, so digital employees can read and write CRM, ERP, OA and e-commerce data safely.",
    technicalDescriptionEn:
      "Suited to digital employees that fetch data from one system and write it back to another. Managed authentication and a shared rate-limiting policy keep integration and maintenance costs down.",
    featuresEn: ["200+ ready-made connectors", "Managed OAuth", "Field mapping", "Rate limiting and retries"],
    compatibility: ["Salesforce", "SAP", "用友", "金蝶", "泛微 OA"],
    compatibilityEn: ["Salesforce", "SAP", "Yonyou", "Kingdee", "Weaver OA"],
  },
]

export { toolImages as demoToolImages } from "../../../schema/tool-images.ts"
