<?php
namespace Harborline\Tests\Dialer;

use GuzzleHttp\Client;
use GuzzleHttp\Handler\MockHandler;
use GuzzleHttp\HandlerStack;
use GuzzleHttp\Middleware;
use GuzzleHttp\Psr7\Response;
use Harborline\Dialer\DialWiseClient;
use Harborline\Dialer\DialWiseUserNotFound;
use PHPUnit\Framework\TestCase;
use Psr\Log\NullLogger;

class DialWiseClientTest extends TestCase
{
    private $history = [];

    private function client(array $responses): DialWiseClient
    {
        $stack = HandlerStack::create(new MockHandler($responses));
        $stack->push(Middleware::history($this->history));
        $config = [
            'base_url' => 'https://api.dialwise.io/api/public/v1',
            'api_key' => 'test-key',
            'default_agent' => 'ops@harborline-ins.com',
            'retry_statuses' => [429, 502],
        ];
        $http = new Client(['base_uri' => $config['base_url'] . '/', 'handler' => $stack]);
        return new DialWiseClient($config, new NullLogger(), $http);
    }

    public function testSendsKeyAndAgentHeaders(): void
    {
        $c = $this->client([new Response(200, [], '[]')]);
        $c->listQueues('jane@harborline-ins.com');
        $req = $this->history[0]['request'];
        $this->assertSame('test-key', $req->getHeaderLine('x-api-key'));
        $this->assertSame('jane@harborline-ins.com', $req->getHeaderLine('x-user-email'));
    }

    public function testUnknownAgentRaisesUserNotFound(): void
    {
        $this->expectException(DialWiseUserNotFound::class);
        $c = $this->client([new Response(404, [], '{"error":"user not found"}')]);
        $c->listQueues('ghost@harborline-ins.com');
    }

    public function testRetriesOn502(): void
    {
        $c = $this->client([new Response(502), new Response(200, [], '{"id":"cl_1"}')]);
        $out = $c->createQueue('jane@harborline-ins.com', 'Renewals');
        $this->assertSame('cl_1', $out['id']);
        $this->assertCount(2, $this->history);
    }
}
