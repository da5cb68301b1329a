CREATE TABLE "occupation_activities" (
	"soc_code" text NOT NULL,
	"activity_id" text NOT NULL,
	"weight" real NOT NULL,
	CONSTRAINT "occupation_activities_soc_code_activity_id_pk" PRIMARY KEY("soc_code","activity_id"),
	CONSTRAINT "occupation_activities_weight_positive" CHECK ("occupation_activities"."weight" > 0),
	CONSTRAINT "occupation_activities_soc_format" CHECK ("occupation_activities"."soc_code" ~ '^[0-9]{2}-[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "occupation_wages" (
	"soc_code" text PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"title" text NOT NULL,
	"pct10" integer,
	"median" integer,
	"pct90" integer,
	CONSTRAINT "occupation_wages_level_check" CHECK ("occupation_wages"."level" IN ('major', 'minor', 'broad', 'detailed'))
);
--> statement-breakpoint
CREATE TABLE "work_activities" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"label" text NOT NULL,
	"effort" text NOT NULL,
	"usage_share" real,
	"completion" real,
	"scope" real,
	"mean_share" real DEFAULT 0 NOT NULL,
	CONSTRAINT "work_activities_effort_check" CHECK ("work_activities"."effort" IN ('writing', 'coding', 'customer_support', 'consulting', 'legal', 'coordination', 'physical')),
	CONSTRAINT "work_activities_completion_range" CHECK ("work_activities"."completion" IS NULL OR ("work_activities"."completion" >= 0 AND "work_activities"."completion" <= 1)),
	CONSTRAINT "work_activities_scope_range" CHECK ("work_activities"."scope" IS NULL OR ("work_activities"."scope" >= 0 AND "work_activities"."scope" <= 1))
);
--> statement-breakpoint
ALTER TABLE "tools" DROP CONSTRAINT "tools_purposes_check";--> statement-breakpoint
DROP INDEX "tools_purposes_idx";--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "activities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "activity_uses" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "for_occupations" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "specialties" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "total_productivity_gain" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "salary_band" jsonb;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "activity_basis" jsonb;--> statement-breakpoint
ALTER TABLE "analysis_aspects" ADD COLUMN "kind" text DEFAULT 'area' NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_aspects" ADD COLUMN "activity_id" text;--> statement-breakpoint
ALTER TABLE "analysis_aspects" ADD COLUMN "served" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_recommendations" ADD COLUMN "activities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "occupation_activities" ADD CONSTRAINT "occupation_activities_activity_id_work_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."work_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "occupation_activities_activity_idx" ON "occupation_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "tools_activities_idx" ON "tools" USING gin ("activities");--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_kind_check" CHECK ("tools"."kind" IN ('general-assistant', 'office-suite', 'workspace-notes', 'web-research', 'document-qa', 'enterprise-search', 'writing-assistant', 'email-assistant', 'voice-dictation', 'text-to-speech', 'meeting-recorder', 'transcription', 'translation', 'interpretation', 'task-planning', 'project-management', 'automation-platform', 'autonomous-agent', 'document-extraction', 'presentation-maker', 'diagram-visuals', 'audience-polling', 'screen-recording', 'forms-surveys', 'marketing-copy', 'seo-content', 'email-marketing', 'social-media-management', 'social-listening', 'ad-creative', 'marketing-crm', 'graphic-design', 'image-generation', 'photo-editing', 'photography-culling', 'logo-brand', 'ui-design', 'video-editing', 'video-generation', 'avatar-video', 'video-repurposing', 'audio-editing', 'music-generation', 'creative-writing', 'screenwriting', 'news-monitoring', 'sports-video-analysis', 'sales-engagement', 'sales-prospecting-data', 'conversation-intelligence', 'revenue-forecasting', 'sales-enablement', 'sales-email-coach', 'crm', 'customer-support-agent', 'helpdesk', 'phone-answering-agent', 'recruiting-sourcing', 'applicant-tracking', 'interview-intelligence', 'recruiting-chatbot', 'job-ad-writing', 'hr-platform', 'employee-service-agent', 'performance-engagement', 'shift-scheduling', 'learning-authoring', 'coding-assistant', 'coding-agent', 'app-builder', 'code-review', 'observability-aiops', 'incident-response', 'security-scanning', 'data-analysis', 'business-intelligence', 'data-science-platform', 'notebook-assistant', 'math-computation', 'it-service-management', 'compliance-automation', 'scholarly-search', 'literature-mapping', 'academic-writing', 'qualitative-analysis', 'lab-platform', 'scientific-illustration', 'protein-structure', 'gis-mapping', 'teacher-assistant', 'student-tutor', 'assessment-grading', 'quiz-engagement', 'library-discovery', 'clinical-documentation', 'clinical-decision-support', 'drug-reference', 'dental-imaging-ai', 'patient-communication', 'medical-coding', 'therapy-notes', 'health-practice-management', 'home-care-platform', 'veterinary-documentation', 'veterinary-practice', 'veterinary-imaging-ai', 'veterinary-drug-reference', 'clinical-trials', 'hospital-operations', 'field-service-management', 'construction-management', 'takeoff-estimating', 'site-capture', 'job-photo-documentation', 'building-codes', 'measurement-scanning', 'inspection-checklists', 'maintenance-cmms', 'service-knowledge', 'auto-repair-info', 'auto-shop-management', 'vehicle-damage-appraisal', 'landscaping-management', 'pest-control-management', 'cleaning-business', 'real-estate-crm', 'listing-photo-ai', 'virtual-tours', 'property-management', 'leasing-assistant', 'architecture-design', 'cad-engineering', 'engineering-simulation', 'drone-mapping', 'fleet-safety-telematics', 'route-planning', 'truck-navigation', 'load-board', 'freight-visibility', 'transport-management', 'warehouse-management', 'supply-chain-planning', 'procurement', 'visual-quality-inspection', 'manufacturing-operations', 'machine-health', 'quality-management-system', 'cam-programming', 'machine-shop-quoting', 'manufacturing-erp', 'farm-management', 'crop-monitoring', 'plant-diagnosis', 'livestock-management', 'restaurant-pos', 'restaurant-inventory', 'recipe-costing', 'food-waste', 'hospitality-forecasting', 'reservations-guest', 'hotel-operations', 'hotel-revenue', 'guest-messaging', 'ecommerce-platform', 'product-discovery', 'retail-inventory-planning', 'reviews-ugc', 'salon-booking', 'fitness-coaching', 'childcare-management', 'event-management', 'police-report-writing', 'bodycam-analytics', 'public-safety-records', 'emergency-call-assist', 'fire-ems-records', 'security-guard-management', 'digital-forensics', 'legal-research-assistant', 'contract-drafting-review', 'contract-lifecycle', 'ediscovery', 'legal-practice-management', 'legal-demand-letters', 'patent-drafting', 'patent-search', 'trademark-search', 'bookkeeping', 'receipt-capture', 'accounts-payable', 'spend-management', 'financial-close', 'audit-analytics', 'tax-research', 'accounting-practice-management', 'fp-and-a', 'financial-research', 'insurance-underwriting', 'claims-automation', 'insurance-agency', 'mortgage-lending', 'property-valuation', 'regulatory-compliance', 'grant-research', 'grant-writing', 'social-services-case-management', 'restaurant-marketing', 'license-plate-recognition', 'pharmacy-management', 'medical-imaging-ai', 'drawing-markup', 'insurance-pricing', 'talent-intelligence', 'script-to-video', 'appointment-scheduling', 'farm-input-marketplace', 'solar-design', 'candidate-assessment', 'ad-campaign-management', 'other'));--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_activity_uses_object" CHECK (jsonb_typeof("tools"."activity_uses") = 'object');--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_total_gain_range" CHECK ("analyses"."total_productivity_gain" >= 0 AND "analyses"."total_productivity_gain" <= 100);--> statement-breakpoint
ALTER TABLE "analysis_aspects" ADD CONSTRAINT "analysis_aspects_kind_check" CHECK ("analysis_aspects"."kind" IN ('area', 'activity'));