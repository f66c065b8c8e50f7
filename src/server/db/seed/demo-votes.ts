// The demo catalog's parent votes: invented voting families (verified parents, each with one
// child profile, no password: nobody signs in as them) and their votes, consistent with the approval rule — a
// parent-approved item carries exactly LIMITS.approvalYesVotes counted yes votes (and a no or two), the last yes
// vote being the moment it was approved; a pending item carries fewer yes votes than that.
import { asc, inArray } from 'drizzle-orm';
import { LIMITS } from '#shared/domain';
import type { Transaction } from '../client';
import { children } from '../schema/children';
import { content, contentVotes } from '../schema/content';
import { parentProfiles, users } from '../schema/users';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const FAMILIES = [
  ['Fatima Rahman', 'Leeds', 'United Kingdom'],
  ['Omar Siddiqui', 'Birmingham', 'United Kingdom'],
  ['Khadija Ali', 'Manchester', 'United Kingdom'],
  ['Bilal Hussain', 'Bradford', 'United Kingdom'],
  ['Safiya Mahmoud', 'London', 'United Kingdom'],
  ['Ibrahim Yilmaz', 'Istanbul', 'Türkiye'],
  ['Nur Aisyah Binti Ahmad', 'Kuala Lumpur', 'Malaysia'],
  ['Samira Benali', 'Lyon', 'France'],
  ['Hamza Qureshi', 'Lahore', 'Pakistan'],
  ['Layla Haddad', 'Amman', 'Jordan'],
  ['Zakariya Osman', 'Leicester', 'United Kingdom'],
  ['Maryam Chaudhry', 'Glasgow', 'United Kingdom'],
] as const;

export const DEMO_VOTERS = FAMILIES.map(([name, city, country], index) => ({
  userId: `demo-voter-${String(index + 1).padStart(2, '0')}`,
  name,
  city,
  country,
  email: `voter${String(index + 1).padStart(2, '0')}@demo.qamarkids.local`,
}));

/** Inserts the voting families and the votes of every approved and pending item; returns how many votes. */
export async function seedDemoVotes(tx: Transaction, now: Date): Promise<number> {
  const joined = new Date(now.getTime() - 400 * DAY_MS);
  await tx
    .insert(users)
    .values(
      DEMO_VOTERS.map((voter) => ({
        id: voter.userId,
        name: voter.name,
        email: voter.email,
        emailVerified: true,
        role: 'parent' as const,
        createdAt: joined,
        updatedAt: joined,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(parentProfiles)
    .values(
      DEMO_VOTERS.map((voter) => ({
        userId: voter.userId,
        fullName: voter.name,
        email: voter.email,
        city: voter.city,
        country: voter.country,
        notificationPreferences: { setup_completed: true, onboarding_completed: true },
        createdAt: joined,
        updatedAt: joined,
      })),
    )
    .onConflictDoNothing({ target: parentProfiles.userId });
  // Votes count only from parents with a child profile: one child each (a first name and a birth year only).
  await tx.insert(children).values(
    DEMO_VOTERS.map((voter, index) => ({
      parentId: voter.userId,
      name: ['Amina', 'Yusuf', 'Zainab', 'Idris', 'Huda', 'Ali'][index % 6] as string,
      dateOfBirth: `${2015 + (index % 6)}-06-01`,
      createdAt: joined,
      updatedAt: joined,
    })),
  );

  const items = await tx
    .select({ id: content.id, status: content.status, createdAt: content.createdAt })
    .from(content)
    .where(inArray(content.status, ['approved', 'pending']))
    .orderBy(asc(content.createdAt), asc(content.id));
  const votes: (typeof contentVotes.$inferInsert)[] = [];
  const approvedAt: { id: string; at: Date }[] = [];
  items.forEach((item, itemIndex) => {
    const start = item.createdAt.getTime();
    const at = (step: number) => new Date(Math.min(start + (step + 1) * 3 * HOUR_MS, now.getTime()));
    if (item.status === 'approved') {
      // One or two no votes among the first, then the yes votes up to the threshold: the last one approved it.
      const noVotes = 1 + (itemIndex % 2);
      const voters = DEMO_VOTERS.slice(0, LIMITS.approvalYesVotes + noVotes);
      voters.forEach((voter, step) => {
        votes.push({
          contentId: item.id,
          parentId: voter.userId,
          vote: step >= noVotes,
          createdAt: at(step),
        });
      });
      approvedAt.push({ id: item.id, at: at(voters.length - 1) });
    } else {
      const yes = itemIndex % (LIMITS.approvalYesVotes - 3);
      DEMO_VOTERS.slice(0, yes + 1).forEach((voter, step) => {
        votes.push({ contentId: item.id, parentId: voter.userId, vote: step < yes, createdAt: at(step) });
      });
    }
  });
  if (votes.length > 0) await tx.insert(contentVotes).values(votes).onConflictDoNothing();
  for (const { id, at } of approvedAt) {
    await tx
      .update(content)
      .set({ updatedAt: at })
      .where(inArray(content.id, [id]));
  }
  return votes.length;
}
