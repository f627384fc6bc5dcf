<?php

declare(strict_types=1);

namespace App\Tests\Controller;

use Symfony\Bundle\FrameworkBundle\Test\WebTestCase;

final class StripeWebhookControllerTest extends WebTestCase
{
    public function testRejectsMissingSignatureWith400(): void
    {
        $client = static::createClient();
        $client->request('POST', '/webhooks/stripe', [], [], ['CONTENT_TYPE' => 'application/json'], '{}');

        self::assertResponseStatusCodeSame(400);
        self::assertJsonStringEqualsJsonString('{"error":"bad signature"}', $client->getResponse()->getContent());
    }
}
