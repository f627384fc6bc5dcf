<?php

declare(strict_types=1);

namespace App\Message;

final class PushCallOutcome
{
    public function __construct(
        public readonly string $callId,
        public readonly string $outcome,
        public readonly int $durationSeconds,
    ) {
    }
}
