// /aiupskill/feedback: the same pre-launch survey as /feedback (accounts-admin-sales.md §2).
export { surveyAction as action, surveyLoader as loader } from "~/components/survey/survey-route.server";
export { SurveyPage as default, surveyMeta as meta } from "~/components/survey/survey-page";
