<?php

declare(strict_types=1);

namespace App\MessageHandler;

use App\Message\SyncContactList;
use App\Ringwell\Exception\ActingUserNotFoundException;
use App\Ringwell\Exception\RingwellApiException;
use App\Ringwell\Exception\RingwellDisabledException;
use App\Ringwell\RingwellClient;
use Psr\Log\LoggerInterface;
use Symfony\Component\Messenger\Attribute\AsMessageHandler;
use Symfony\Component\Messenger\Exception\RecoverableMessageHandlingException;
use Symfony\Component\Messenger\Exception\UnrecoverableMessageHandlingException;

#[AsMessageHandler]
final class SyncContactListHandler
{
    private const CHUNK = 500;

    public function __construct(
        private readonly RingwellClient $ringwell,
        private readonly LoggerInterface $logger,
    ) {
    }

    public function __invoke(SyncContactList $message): void
    {
        foreach (array_chunk($message->phones, self::CHUNK) as $chunk) {
            try {
                $this->ringwell->appendContacts($message->ringwellListId, $chunk);
            } catch (ActingUserNotFoundException $e) {
                // owner left the company or was never provisioned in Ringwell SSO
                throw new UnrecoverableMessageHandlingException($e->getMessage(), 0, $e);
            } catch (RingwellDisabledException $e) {
                $this->logger->critical('Ringwell API is switched off for our account', ['campaign' => $message->campaignId]);
                throw new UnrecoverableMessageHandlingException($e->getMessage(), 0, $e);
            } catch (RingwellApiException $e) {
                if (502 === $e->getCode()) {
                    // Ringwell's identity provider was unreachable, try again later
                    throw new RecoverableMessageHandlingException('Ringwell IdP unavailable', 0, $e);
                }
                if (404 === $e->getCode()) {
                    $this->logger->error('Contact list vanished on Ringwell side', [
                        'list' => $message->ringwellListId,
                        'reason' => $e->getMessage(),
                    ]);

                    return;
                }

                throw $e;
            }
        }
    }
}
