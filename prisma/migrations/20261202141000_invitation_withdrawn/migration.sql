-- AlterEnum: a decider may withdraw an invitation that waits for its answer.
ALTER TYPE "InvitationStatus" ADD VALUE 'withdrawn';
