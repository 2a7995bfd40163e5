-- CreateTable
CREATE TABLE "job_counts" (
    "queue" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "jobs" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "job_counts_pkey" PRIMARY KEY ("queue","outcome")
);
