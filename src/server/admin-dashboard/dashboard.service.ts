// The admin dashboard's figures: the five stat cards (system status included) and the three charts' series.
import fs from 'node:fs/promises';
import type { AppDeps } from '#server/http/app-env';
import type {
  ChartSeries,
  DashboardStats,
  DistributionGroup,
  RevenuePeriod,
  RevenueSeries,
  SystemCheck,
} from '#shared/site-settings.schema';
import {
  countConversion,
  countUsers,
  dailyActiveUsers,
  databaseReachable,
  failedJobsLastDay,
  userDistribution,
} from './dashboard.repo';
import { revenueSourceFor } from './revenue-source';

/** Below this much free space in DATA_DIR the disk check fails (uploads and the image cache live there). */
const DISK_LOW_BYTES = 1024 ** 3;

async function check(run: () => Promise<SystemCheck>): Promise<SystemCheck> {
  try {
    return await run();
  } catch (error) {
    return { ok: false, detail: (error as Error).message.slice(0, 120) };
  }
}

export async function dashboardStats(deps: AppDeps): Promise<DashboardStats> {
  const [users, conversion, revenue, database, jobQueue, disk, ffmpeg] = await Promise.all([
    countUsers(deps.db),
    countConversion(deps.db),
    revenueSourceFor(deps).last30Days(),
    check(async () => ({ ok: await databaseReachable(deps.db) })),
    check(async () => {
      if (!deps.jobs) return { ok: false, detail: 'not started' };
      const failed = await failedJobsLastDay(deps.db);
      return { ok: failed !== null, detail: failed === null ? 'not started' : `${failed}` };
    }),
    (async () => {
      try {
        const stats = await fs.statfs(deps.env.dataDir);
        const freeBytes = stats.bavail * stats.bsize;
        return { ok: freeBytes >= DISK_LOW_BYTES, freeBytes };
      } catch (error) {
        return { ok: false, detail: (error as Error).message.slice(0, 120) };
      }
    })(),
    // The tools uploads run (FFMPEG_PATH, FFPROBE_PATH), asked once per process by the uploads runtime.
    deps.uploads.available(),
  ]);
  return {
    totalUsers: users.total,
    activeUsers: users.active7,
    revenue,
    conversionRate: conversion.parents === 0 ? null : conversion.paying / conversion.parents,
    system: {
      database,
      jobQueue,
      disk,
      ffmpeg: { ok: ffmpeg },
      mail: { ok: true, mode: deps.mailer.mode },
    },
  };
}

export async function activitySeries(deps: AppDeps, days: number): Promise<ChartSeries> {
  const daily = await dailyActiveUsers(deps.db, days);
  return { labels: daily.map((d) => d.day), values: daily.map((d) => d.users) };
}

export async function revenueSeries(deps: AppDeps, period: RevenuePeriod): Promise<RevenueSeries> {
  const series = await revenueSourceFor(deps).series(period);
  if (!series) return { configured: false };
  return {
    configured: true,
    currency: series.currency,
    labels: series.buckets.map((b) => b.label),
    values: series.buckets.map((b) => b.amountMinor),
  };
}

export async function distributionSeries(deps: AppDeps, by: DistributionGroup): Promise<ChartSeries> {
  const groups = await userDistribution(deps.db, by);
  return { labels: groups.map((g) => g.label), values: groups.map((g) => g.users) };
}
