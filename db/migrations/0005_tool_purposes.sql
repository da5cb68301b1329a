ALTER TABLE "tools" ADD COLUMN "purposes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "tools_purposes_idx" ON "tools" USING gin ("purposes");--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_purposes_check" CHECK ("tools"."purposes" <@ ARRAY['assistant', 'writing', 'research', 'scholarly-research', 'meetings', 'presentations', 'planning', 'knowledge-search', 'automation', 'data-analysis', 'calculation', 'coding', 'visual-design', 'ui-design', 'video', 'audio', 'voice', 'screen-recording', 'marketing', 'sales', 'recruitment', 'people-management', 'customer-support', 'clinical', 'legal', 'teaching', 'finance', 'creative-writing', 'translation', 'field-service', 'building-design']::text[]);
--> statement-breakpoint
-- What each catalogue tool is for (db/seed/tools/*.json), for databases seeded before purposes existed;
-- tools an operator already gave purposes keep them.
UPDATE "tools" SET "purposes" = ARRAY['assistant']::text[] WHERE lower("name") = lower('ChatGPT') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['assistant']::text[] WHERE lower("name") = lower('Claude') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['assistant']::text[] WHERE lower("name") = lower('Gemini') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['assistant']::text[] WHERE lower("name") = lower('Microsoft Copilot') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['research']::text[] WHERE lower("name") = lower('Perplexity AI') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['assistant']::text[] WHERE lower("name") = lower('Meta AI') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['assistant']::text[] WHERE lower("name") = lower('Pi') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['assistant']::text[] WHERE lower("name") = lower('Le Chat') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['research']::text[] WHERE lower("name") = lower('NotebookLM') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['writing', 'planning']::text[] WHERE lower("name") = lower('Notion AI') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['scholarly-research']::text[] WHERE lower("name") = lower('Elicit') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['clinical']::text[] WHERE lower("name") = lower('OpenEvidence') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['teaching']::text[] WHERE lower("name") = lower('Khanmigo') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['automation']::text[] WHERE lower("name") = lower('Zapier Agents') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['automation']::text[] WHERE lower("name") = lower('Lindy') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['automation']::text[] WHERE lower("name") = lower('Relevance AI') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['research']::text[] WHERE lower("name") = lower('Manus') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['automation']::text[] WHERE lower("name") = lower('Microsoft Copilot Studio') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['customer-support']::text[] WHERE lower("name") = lower('Salesforce Agentforce') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['automation']::text[] WHERE lower("name") = lower('n8n') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['automation']::text[] WHERE lower("name") = lower('Make') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['coding']::text[] WHERE lower("name") = lower('Devin') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['automation']::text[] WHERE lower("name") = lower('Gumloop') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['customer-support']::text[] WHERE lower("name") = lower('Fin by Intercom') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['customer-support']::text[] WHERE lower("name") = lower('Sierra') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['audio']::text[] WHERE lower("name") = lower('ElevenLabs') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['meetings']::text[] WHERE lower("name") = lower('Otter.ai') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['audio', 'video']::text[] WHERE lower("name") = lower('Descript') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['meetings']::text[] WHERE lower("name") = lower('Krisp') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['audio']::text[] WHERE lower("name") = lower('Adobe Podcast') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['audio']::text[] WHERE lower("name") = lower('Murf AI') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['voice']::text[] WHERE lower("name") = lower('Speechify') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['audio']::text[] WHERE lower("name") = lower('Suno') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['meetings']::text[] WHERE lower("name") = lower('Fireflies.ai') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['voice']::text[] WHERE lower("name") = lower('Wispr Flow') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['clinical']::text[] WHERE lower("name") = lower('Abridge') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['clinical']::text[] WHERE lower("name") = lower('Freed') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['marketing']::text[] WHERE lower("name") = lower('Jasper') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['marketing']::text[] WHERE lower("name") = lower('Copy.ai') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['marketing']::text[] WHERE lower("name") = lower('Writesonic') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['visual-design']::text[] WHERE lower("name") = lower('Canva Magic Studio') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['marketing']::text[] WHERE lower("name") = lower('Lately') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['writing']::text[] WHERE lower("name") = lower('Grammarly') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['writing']::text[] WHERE lower("name") = lower('QuillBot') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['video']::text[] WHERE lower("name") = lower('Synthesia') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['video']::text[] WHERE lower("name") = lower('HeyGen') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['video']::text[] WHERE lower("name") = lower('Runway') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['presentations']::text[] WHERE lower("name") = lower('Gamma') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['scholarly-research']::text[] WHERE lower("name") = lower('Jenni AI') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['visual-design']::text[] WHERE lower("name") = lower('Midjourney') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['visual-design']::text[] WHERE lower("name") = lower('Adobe Firefly') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['ui-design']::text[] WHERE lower("name") = lower('Figma AI') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['visual-design']::text[] WHERE lower("name") = lower('Microsoft Designer') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['ui-design']::text[] WHERE lower("name") = lower('Uizard') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['visual-design']::text[] WHERE lower("name") = lower('Khroma') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['visual-design']::text[] WHERE lower("name") = lower('Looka') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['visual-design']::text[] WHERE lower("name") = lower('Recraft') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['visual-design']::text[] WHERE lower("name") = lower('Ideogram') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['visual-design']::text[] WHERE lower("name") = lower('Photoroom') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['presentations']::text[] WHERE lower("name") = lower('Napkin AI') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['coding']::text[] WHERE lower("name") = lower('GitHub Copilot') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['coding']::text[] WHERE lower("name") = lower('Cursor') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['coding']::text[] WHERE lower("name") = lower('Tabnine') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['coding']::text[] WHERE lower("name") = lower('Replit') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['coding']::text[] WHERE lower("name") = lower('v0') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['coding']::text[] WHERE lower("name") = lower('Lovable') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['coding']::text[] WHERE lower("name") = lower('Bolt.new') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['coding']::text[] WHERE lower("name") = lower('Windsurf') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['coding']::text[] WHERE lower("name") = lower('Amazon Q Developer') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['coding']::text[] WHERE lower("name") = lower('Sourcegraph Cody') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['coding']::text[] WHERE lower("name") = lower('Qodo') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['coding']::text[] WHERE lower("name") = lower('Claude Code') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['people-management']::text[] WHERE lower("name") = lower('Workday AI') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['people-management']::text[] WHERE lower("name") = lower('Leena AI') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['people-management']::text[] WHERE lower("name") = lower('Lattice AI') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['recruitment']::text[] WHERE lower("name") = lower('Textio') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['recruitment']::text[] WHERE lower("name") = lower('Eightfold AI') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['people-management']::text[] WHERE lower("name") = lower('Culture Amp') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['recruitment']::text[] WHERE lower("name") = lower('HireVue') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['recruitment']::text[] WHERE lower("name") = lower('Paradox') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['recruitment']::text[] WHERE lower("name") = lower('SeekOut') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['people-management']::text[] WHERE lower("name") = lower('Moveworks') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['recruitment']::text[] WHERE lower("name") = lower('Phenom') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['marketing', 'sales']::text[] WHERE lower("name") = lower('HubSpot Breeze') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['marketing']::text[] WHERE lower("name") = lower('Surfer SEO') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['marketing']::text[] WHERE lower("name") = lower('AdCreative.ai') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['marketing']::text[] WHERE lower("name") = lower('Semrush ContentShake AI') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['marketing']::text[] WHERE lower("name") = lower('Mailchimp') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['marketing']::text[] WHERE lower("name") = lower('Persado') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['marketing']::text[] WHERE lower("name") = lower('Albert.ai') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['marketing']::text[] WHERE lower("name") = lower('Anyword') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['sales']::text[] WHERE lower("name") = lower('Lavender') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['sales']::text[] WHERE lower("name") = lower('Clay') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['marketing']::text[] WHERE lower("name") = lower('Clearscope') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['presentations']::text[] WHERE lower("name") = lower('Beautiful.ai') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['presentations']::text[] WHERE lower("name") = lower('Pitch') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['presentations']::text[] WHERE lower("name") = lower('Plus AI') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['presentations']::text[] WHERE lower("name") = lower('SlidesAI') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['presentations']::text[] WHERE lower("name") = lower('Prezi AI') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['presentations']::text[] WHERE lower("name") = lower('Decktopus') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['presentations']::text[] WHERE lower("name") = lower('Presentations.AI') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['sales']::text[] WHERE lower("name") = lower('Storydoc') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['presentations']::text[] WHERE lower("name") = lower('Slidebean') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['presentations']::text[] WHERE lower("name") = lower('Mentimeter') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['assistant', 'writing']::text[] WHERE lower("name") = lower('Microsoft 365 Copilot') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['assistant', 'writing']::text[] WHERE lower("name") = lower('Gemini for Google Workspace') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['planning']::text[] WHERE lower("name") = lower('Motion') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['planning']::text[] WHERE lower("name") = lower('Reclaim.ai') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['meetings']::text[] WHERE lower("name") = lower('Fathom') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['writing']::text[] WHERE lower("name") = lower('Superhuman') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['planning']::text[] WHERE lower("name") = lower('Taskade') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['planning']::text[] WHERE lower("name") = lower('ClickUp Brain') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['knowledge-search']::text[] WHERE lower("name") = lower('Glean') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['meetings']::text[] WHERE lower("name") = lower('Read AI') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['recruitment']::text[] WHERE lower("name") = lower('Gem') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['recruitment']::text[] WHERE lower("name") = lower('Fetcher') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['recruitment']::text[] WHERE lower("name") = lower('Manatal') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['recruitment']::text[] WHERE lower("name") = lower('Workable') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['recruitment']::text[] WHERE lower("name") = lower('hireEZ') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['recruitment']::text[] WHERE lower("name") = lower('Beamery') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['recruitment']::text[] WHERE lower("name") = lower('Textkernel') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['recruitment']::text[] WHERE lower("name") = lower('Metaview') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['scholarly-research']::text[] WHERE lower("name") = lower('Consensus') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['scholarly-research']::text[] WHERE lower("name") = lower('Scite') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['scholarly-research']::text[] WHERE lower("name") = lower('SciSpace') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['scholarly-research']::text[] WHERE lower("name") = lower('Semantic Scholar') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['scholarly-research']::text[] WHERE lower("name") = lower('Research Rabbit') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['data-analysis']::text[] WHERE lower("name") = lower('Julius AI') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['legal']::text[] WHERE lower("name") = lower('Harvey') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['finance']::text[] WHERE lower("name") = lower('AlphaSense') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['finance']::text[] WHERE lower("name") = lower('Rogo') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['sales']::text[] WHERE lower("name") = lower('Gong') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['sales']::text[] WHERE lower("name") = lower('Apollo.io') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['sales']::text[] WHERE lower("name") = lower('Outreach') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['sales']::text[] WHERE lower("name") = lower('Salesloft') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['sales']::text[] WHERE lower("name") = lower('Regie.ai') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['sales']::text[] WHERE lower("name") = lower('Clari') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['sales']::text[] WHERE lower("name") = lower('Seamless.AI') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['sales']::text[] WHERE lower("name") = lower('Sybill') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['sales']::text[] WHERE lower("name") = lower('Highspot') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['sales']::text[] WHERE lower("name") = lower('Attention') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['video']::text[] WHERE lower("name") = lower('Pictory') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['screen-recording']::text[] WHERE lower("name") = lower('Loom') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['video']::text[] WHERE lower("name") = lower('VEED') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['video']::text[] WHERE lower("name") = lower('InVideo') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['video']::text[] WHERE lower("name") = lower('Colossyan') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['video']::text[] WHERE lower("name") = lower('Opus Clip') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['video']::text[] WHERE lower("name") = lower('Luma Dream Machine') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['video']::text[] WHERE lower("name") = lower('D-ID') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['video']::text[] WHERE lower("name") = lower('Fliki') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['writing']::text[] WHERE lower("name") = lower('Wordtune') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['writing']::text[] WHERE lower("name") = lower('DeepL Write') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['writing']::text[] WHERE lower("name") = lower('Writer') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['writing']::text[] WHERE lower("name") = lower('Hemingway Editor') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['creative-writing']::text[] WHERE lower("name") = lower('Sudowrite') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['writing']::text[] WHERE lower("name") = lower('Lex') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['writing']::text[] WHERE lower("name") = lower('ProWritingAid') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['legal']::text[] WHERE lower("name") = lower('Spellbook') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['teaching']::text[] WHERE lower("name") = lower('MagicSchool AI') AND "purposes" = '{}';--> statement-breakpoint
UPDATE "tools" SET "purposes" = ARRAY['teaching']::text[] WHERE lower("name") = lower('Brisk Teaching') AND "purposes" = '{}';--> statement-breakpoint
-- Job categories that sent a tool to people it does not serve.
UPDATE "tools" SET "job_categories" = ARRAY['development', 'product']::text[] WHERE lower("name") = 'replit' AND "job_categories" = ARRAY['development', 'product', 'education']::text[];--> statement-breakpoint
UPDATE "tools" SET "job_categories" = ARRAY['hr']::text[] WHERE lower("name") = 'manatal' AND "job_categories" = ARRAY['hr', 'professional_services']::text[];
