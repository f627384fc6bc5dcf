<?php

declare(strict_types=1);

namespace App\MessageHandler;

use App\Integration\LedgerClient;
use App\Message\PushCallOutcome;
use Symfony\Component\Messenger\Attribute\AsMessageHandler;
use Symfony\Component\Messenger\Exception\RecoverableMessageHandlingException;

#[AsMessageHandler]
final class PushCallOutcomeHandler
{
    public function __construct(private readonly LedgerClient $ledger)
    {
    }

    public function __invoke(PushCallOutcome $message): void
    {
        $status = $this->ledger->recordOutcome($message->callId, $message->outcome, $message->durationSeconds);

        // ledger sits behind the internal gateway, which answers 502/503 while it redeploys
        if (in_array($status, [502, 503], true)) {
            throw new RecoverableMessageHandlingException(sprintf('Ledger unavailable (%d)', $status));
        }
        if (404 === $status) {
            // unknown call id on the ledger side: nothing to do
            return;
        }
    }
}
