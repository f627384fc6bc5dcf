<?php

declare(strict_types=1);

namespace Kestrel\CarrierPortal\Action;

use Psr\Http\Message\ResponseInterface as Response;
use Psr\Http\Message\ServerRequestInterface as Request;

final class GithubDeployHookAction
{
    public function __construct(private readonly string $secret)
    {
    }

    public function __invoke(Request $request, Response $response): Response
    {
        $signature = $request->getHeaderLine('X-Hub-Signature-256');
        $expected = 'sha256=' . hash_hmac('sha256', (string) $request->getBody(), $this->secret);
        if (!hash_equals($expected, $signature)) {
            $response->getBody()->write(json_encode(['error' => 'bad signature']));
            return $response->withStatus(401)->withHeader('Content-Type', 'application/json');
        }
        touch('/var/run/carrier-portal/redeploy');
        return $response->withStatus(202);
    }
}
