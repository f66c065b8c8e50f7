// /child → /child/feed (spec). The server draws the feed here too, so the page reads before (or without) the
// scripts; once running, the browser moves to the feed's own address.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ChildFeedPage } from './child-feed-page';

export function ChildIndexPage() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/child/feed', { replace: true });
  }, [navigate]);
  return <ChildFeedPage />;
}
