// /feedback: the pre-launch survey (accounts-admin-sales.md §2). The same screen answers at
// /aiupskill/feedback; both routes are thin wrappers over app/components/survey.
export { surveyAction as action, surveyLoader as loader } from "~/components/survey/survey-route.server";
export { SurveyPage as default, surveyMeta as meta } from "~/components/survey/survey-page";
