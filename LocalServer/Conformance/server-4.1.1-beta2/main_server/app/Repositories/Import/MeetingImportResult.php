<?php

namespace App\Repositories\Import;

class MeetingImportResult
{
    public int $numCreated = 0;
    public int $numUpdated = 0;
    public int $numDeleted = 0;
    public int $numOrphaned = 0;
}
