// Where the Learn tab lives, on a phone (/child/learn) and on the TV (/tv/child/learn).
export type LearnPaths = { home: string; lesson: (lessonId: string) => string; timeUp: string };

export const PHONE_LEARN_PATHS: LearnPaths = {
  home: '/child/learn',
  lesson: (lessonId) => `/child/learn/lessons/${encodeURIComponent(lessonId)}`,
  timeUp: '/child/time-up',
};

export const TV_LEARN_PATHS: LearnPaths = {
  home: '/tv/child/learn',
  lesson: (lessonId) => `/tv/child/learn/lessons/${encodeURIComponent(lessonId)}`,
  timeUp: '/tv/child/time-up',
};
