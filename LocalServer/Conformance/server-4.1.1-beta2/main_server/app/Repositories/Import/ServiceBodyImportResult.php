<?php

namespace App\Repositories\Import;

class ServiceBodyImportResult
{
    public int $numCreated = 0;
    public int $numUpdated = 0;
    public int $numDeleted = 0;
    public int $numReassigned = 0;
}
