<?php

namespace App\Service\RingForge;

use Psr\Log\LoggerInterface;
use Symfony\Component\DependencyInjection\Attribute\Target;
use Symfony\Contracts\HttpClient\HttpClientInterface;

/**
 * Creates a RingForge call list for every large quote so sales can call the prospect.
 */
final class RingForgeClient
{
    public function __construct(
        #[Target('ringforge.client')]
        private readonly HttpClientInterface $http,
        private readonly LoggerInterface $logger,
        private readonly string $apiKey,
        private readonly string $actingEmail,
        private readonly string $webhookSecret = '',
    ) {
    }

    public function createList(string $name): string
    {
        $data = $this->send('POST', 'contact-lists', ['name' => $name]);

        return $data['id'];
    }

    public function renameList(string $listId, string $name): void
    {
        $this->send('PATCH', "contact-lists/{$listId}", ['name' => $name]);
    }

    public function addContact(string $listId, string $phone, string $company): void
    {
        $this->send('POST', sprintf('contact-lists/%s/contacts', $listId), [
            'contacts' => [['phone' => $phone, 'company' => $company]],
        ]);
    }

    public function removeContact(string $listId, string $phone): void
    {
        $this->send('DELETE', 'contact-lists/'.$listId.'/contacts/'.rawurlencode($phone));
    }

    public function webhookSecret(): string
    {
        return $this->webhookSecret;
    }

    private function send(string $method, string $path, ?array $json = null): array
    {
        $options = [
            'headers' => [
                'X-User-Email' => $this->actingEmail,
            ],
        ];
        if (null !== $json) {
            $options['json'] = $json;
        }

        $response = $this->http->request($method, $path, $options);
        $status = $response->getStatusCode();
        $body = $response->toArray(false);

        if ($status < 300) {
            return $body;
        }

        $this->logger->warning('RingForge {status}: {error}', ['status' => $status, 'error' => $body['error'] ?? '']);

        throw match ($status) {
            503 => new RingForgeException('RingForge public API is disabled for Halcyon', 503),
            404 => ($body['error'] ?? '') === 'user not found'
                ? new RingForgeException('Acting user '.$this->actingEmail.' unknown to RingForge', 404)
                : RingForgeException::fromResponse($status, $body),
            default => RingForgeException::fromResponse($status, $body),
        };
    }
}
