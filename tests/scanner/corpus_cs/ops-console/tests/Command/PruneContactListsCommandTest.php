<?php

namespace App\Tests\Command;

use App\Callvane\Http\CallvaneHttpClient;
use App\Command\PruneContactListsCommand;
use PHPUnit\Framework\TestCase;
use Symfony\Component\Console\Tester\CommandTester;
use Symfony\Component\HttpClient\MockHttpClient;
use Symfony\Component\HttpClient\Response\MockResponse;

final class PruneContactListsCommandTest extends TestCase
{
    private function tester(array $responses): CommandTester
    {
        $http = new MockHttpClient($responses, 'https://api.callvane.test/api/public/v1/');
        $command = new PruneContactListsCommand(new CallvaneHttpClient($http), 'crm-');

        return new CommandTester($command);
    }

    public function testDryRunDeletesNothing(): void
    {
        $tester = $this->tester([
            new MockResponse(json_encode(['data' => [
                ['id' => 'cl_1', 'name' => 'crm-old', 'size' => 3, 'updated_at' => '2020-01-01T00:00:00Z'],
            ], 'has_more' => false])),
        ]);

        $tester->execute(['--dry-run' => true]);

        $this->assertStringContainsString('[dry] crm-old', $tester->getDisplay());
        $this->assertSame(0, $tester->getStatusCode());
    }

    public function testFailsWhen503(): void
    {
        $tester = $this->tester([
            new MockResponse('{"error":"API disabled on the server"}', ['http_code' => 503]),
        ]);

        $this->assertSame(1, $tester->execute([]));
    }
}
