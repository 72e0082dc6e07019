-- The empty rows among an import's rows of data, left out when the file was read, so the preview can
-- say how many it leaves out (docs/product.md#importing-projects). Only an addition: a batch read
-- before it (a preview lives a day) counts none.

-- AlterTable
ALTER TABLE "import_batch" ADD COLUMN     "empty_rows" INTEGER NOT NULL DEFAULT 0;
