<?php

namespace App\Repositories\Import;

class RootServerImportResult
{
    public int $numCreated = 0;
    public int $numUpdated = 0;
    public int $numDeleted = 0;
}
