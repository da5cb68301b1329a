// How long a lesson takes a learner (issue 27; §9: "about 60 minutes" for Level 1's six): its
// words read at 200 a minute, plus the practice task's writing time, plus the simulation's minutes.
// Measured on the lesson as filled for a learner, since their job's words are part of what they read.
export const READING_WORDS_PER_MINUTE = 200;

export function countWords(texts: readonly string[]): number {
  return texts.reduce((sum, text) => sum + (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,-]*/gu)?.length ?? 0), 0);
}

export interface LessonTime {
  words: number;
  readingMinutes: number;
  practiceMinutes: number;
  simulationMinutes: number;
  totalMinutes: number;
}

export function lessonTime(texts: readonly string[], practiceMinutes: number, simulationMinutes: number): LessonTime {
  const words = countWords(texts);
  const readingMinutes = Math.round((words / READING_WORDS_PER_MINUTE) * 10) / 10;
  return {
    words,
    readingMinutes,
    practiceMinutes,
    simulationMinutes,
    totalMinutes: Math.round((readingMinutes + practiceMinutes + simulationMinutes) * 10) / 10,
  };
}
