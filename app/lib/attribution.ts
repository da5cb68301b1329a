/** Required wherever O*NET data shows (CC BY 4.0; see NOTICE.md). */
export const ONET_ATTRIBUTION =
  "This product includes information from the O*NET Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA.";
