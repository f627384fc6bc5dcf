<?php

declare(strict_types=1);

namespace Kestrel\CarrierPortal\Action;

use Psr\Http\Message\ResponseInterface as Response;
use Psr\Http\Message\ServerRequestInterface as Request;

final class CallvaneWebhookAction
{
    public function __construct(private readonly string $secret)
    {
    }

    public function __invoke(Request $request, Response $response): Response
    {
        $raw = (string) $request->getBody();
        $signature = $request->getHeaderLine('X-Callvane-Signature');
        $expected = hash_hmac('sha256', $raw, $this->secret);

        if (!hash_equals($expected, $signature)) {
            return $response->withStatus(401);
        }

        $event = json_decode($raw, true, 512, JSON_THROW_ON_ERROR);
        // TODO: persist call outcomes for the carrier scorecard
        $response->getBody()->write(json_encode(['received' => $event['type'] ?? null]));

        return $response->withHeader('Content-Type', 'application/json');
    }
}
