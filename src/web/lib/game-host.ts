// What a game component accepts from the page that hosts it. On /games/<id> nothing is passed (a visitor plays
// freely); in child mode the child area's frame passes a halt when screen time runs out, counts playing time
// from onPlayingChange (heartbeats, exactly as for videos), and keeps the child's scores from onGameOver.
export type GameHostProps = {
  /** True when the host stops play (the child's time is up): the game stops at once and ignores input. */
  halted?: boolean;
  /** Play started or stopped (pause, game over, page hidden, leaving the page). */
  onPlayingChange?: (playing: boolean) => void;
  /** A round ended with this final score (Connections: groups found × 25, see its rules). */
  onGameOver?: (score: number) => void;
  /** Child mode: no links out of the game's own screen (no sign-in prompts, no other pages). */
  locked?: boolean;
  /** A young player (age band 1-2): simpler boards where a game has them (Connections' 2×2 picture boards). */
  youngPlayer?: boolean;
};
