<?php

declare(strict_types=1);

namespace Kestrel\CarrierPortal\Middleware;

use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\ServerRequestInterface;
use Psr\Http\Server\MiddlewareInterface;
use Psr\Http\Server\RequestHandlerInterface;
use Slim\Psr7\Response;

/** Renders our own API errors as {"error": "...", "details": [...]}. */
final class JsonErrorMiddleware implements MiddlewareInterface
{
    public function process(ServerRequestInterface $request, RequestHandlerInterface $handler): ResponseInterface
    {
        try {
            return $handler->handle($request);
        } catch (\DomainException $e) {
            $response = new Response(422);
            $response->getBody()->write(json_encode(['error' => $e->getMessage(), 'details' => []]));
            return $response->withHeader('Content-Type', 'application/json');
        }
    }
}
