// The exit gate's logic, shared by the ordinary gate (a text field) and the TV's (an on-screen number pad): one
// question asked once per opening, shown in the active language, answered as a sum or the parent's PIN; the server
// keeps the answer and counts wrong tries, and on success the app reloads into the parent dashboard.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useExitChallenge, useExitChildMode } from '../api/exit-child-mode';
import { forgetChildSession } from './child-session-storage';

/**
 * The server asks "What is 3 + 4?" in English: shown in the active language from its two numbers (kept in Western
 * digits, the ones the answer is typed with); a question of another shape is shown as sent.
 */
function useQuestionText(): (question: string) => string {
  const { t } = useTranslation('child-mode');
  return (question) => {
    const match = /(\d+)\s*\+\s*(\d+)/.exec(question);
    return match ? t('exitGate.question', { a: match[1], b: match[2] }) : question;
  };
}

/** The longest answer each kind of question takes (a sum up to 20, a PIN of up to 6 digits). */
export const EXIT_ANSWER_MAX_LENGTH = { math: 3, pin: 6 } as const;

export function useExitGate() {
  const questionText = useQuestionText();
  const challenge = useExitChallenge();
  const exit = useExitChildMode();
  const asked = useRef(false);
  const { mutate: ask } = challenge;

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    ask();
  }, [ask]);

  const pin = challenge.data?.mode === 'pin';
  return {
    challenge,
    exit,
    pin,
    /** The math question in the active language, or null for a PIN. */
    question: challenge.data?.mode === 'math' ? questionText(challenge.data.question) : null,
    maxLength: pin ? EXIT_ANSWER_MAX_LENGTH.pin : EXIT_ANSWER_MAX_LENGTH.math,
    submit: (value: string) => {
      const answer = value.trim();
      if (!answer || exit.isPending || exit.isSuccess) return;
      exit.mutate(pin ? { pin: answer } : { answer: Number(answer) });
    },
    /** This browser holds no child credential any more (cookies cleared): nothing left to unlock. */
    leave: () => {
      forgetChildSession();
      window.location.assign('/dashboard/parent');
    },
  };
}
