<?php

declare(strict_types=1);

namespace Norhaven\Renewals\Controller;

use Doctrine\DBAL\Connection;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\Routing\Attribute\Route;

final class HealthController
{
    #[Route('/healthz', methods: ['GET'])]
    public function __invoke(Connection $db): JsonResponse
    {
        try {
            $db->executeQuery('SELECT 1');
        } catch (\Throwable $e) {
            return new JsonResponse(['error' => 'database unavailable', 'details' => [$e->getMessage()]], 503);
        }

        return new JsonResponse(['status' => 'ok']);
    }
}
