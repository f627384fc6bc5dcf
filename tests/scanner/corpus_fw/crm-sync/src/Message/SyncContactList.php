<?php

declare(strict_types=1);

namespace App\Message;

final class SyncContactList
{
    /**
     * @param list<string> $phones E.164 numbers
     */
    public function __construct(
        public readonly string $campaignId,
        public readonly string $ringwellListId,
        public readonly array $phones,
        public readonly ?string $ownerEmail = null,
    ) {
    }
}
