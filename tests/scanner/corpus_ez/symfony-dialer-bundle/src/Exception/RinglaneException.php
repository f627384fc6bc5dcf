<?php

namespace Harbourline\RinglaneBundle\Exception;

use Symfony\Contracts\HttpClient\ResponseInterface;

class RinglaneException extends \RuntimeException
{
    /** @var list<array{path?: string, message?: string}> */
    private array $details = [];

    public static function fromResponse(ResponseInterface $response): self
    {
        $status = $response->getStatusCode();
        $payload = $response->toArray(false);

        $e = match (true) {
            401 === $status => new InvalidApiKeyException('Ringlane rejected the API key.', $status),
            400 === $status && !isset($payload['details']) => new MissingActingUserException($payload['error'] ?? 'acting user missing', $status),
            404 === $status && ($payload['error'] ?? '') === 'user not found' => new UnknownActingUserException('Acting user is not a Ringlane user.', $status),
            404 === $status => new ListNotFoundException($payload['error'] ?? 'contact list not found', $status),
            502 === $status => new IdentityProviderUnavailableException('Ringlane IdP unreachable, retry later.', $status),
            503 === $status => new ApiDisabledException('Ringlane public API is disabled for this workspace.', $status),
            default => new self(sprintf('Ringlane error %d: %s', $status, $payload['error'] ?? 'unknown'), $status),
        };
        $e->details = $payload['details'] ?? [];

        return $e;
    }

    public function violations(): array
    {
        return array_map(
            static fn (array $d) => sprintf('%s: %s', $d['path'] ?? '?', $d['message'] ?? ''),
            $this->details,
        );
    }
}
