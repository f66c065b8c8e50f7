// /child/games/<id>: a game's page inside child mode's frame, which counts the playing time (heartbeats, as for
// videos), stops the game when the time is up, keeps the child's scores and keeps the game from linking out.
import { ChildGameFrame } from '#web/features/child-mode';
import { ConnectionsPage, SnakePage, TetrisPage } from '#web/features/games';

export function ChildSnakePage() {
  return <ChildGameFrame game="snake">{(host) => <SnakePage {...host} />}</ChildGameFrame>;
}

export function ChildTetrisPage() {
  return <ChildGameFrame game="tetris">{(host) => <TetrisPage {...host} />}</ChildGameFrame>;
}

export function ChildConnectionsPage() {
  return (
    <ChildGameFrame game="islamic-connections">{(host) => <ConnectionsPage {...host} />}</ChildGameFrame>
  );
}
