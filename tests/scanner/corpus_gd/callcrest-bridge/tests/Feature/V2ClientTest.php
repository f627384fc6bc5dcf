<?php

namespace Quillfield\CallCrest\Tests\Feature;

use Illuminate\Support\Facades\Http;
use Orchestra\Testbench\TestCase;
use Quillfield\CallCrest\CallCrestServiceProvider;
use Quillfield\CallCrest\V2\CallCrestV2Client;
use Quillfield\CallCrest\V2\V2Exception;

class V2ClientTest extends TestCase
{
    protected function getPackageProviders($app): array
    {
        return [CallCrestServiceProvider::class];
    }

    public function test_add_members_uses_v2_and_bearer_key(): void
    {
        Http::fake([
            'api.callcrest.com/api/public/v2/audiences/aud_1/members' => Http::response(['data' => ['added' => 1]]),
        ]);

        $client = new CallCrestV2Client('https://api.callcrest.com', 'qf_test_9c1d2e3f-4a5b-6c7d-8e9f-0a1b2c3d4e5f.k8Jm2Q');
        $client->addMembers('aud_1', ['+442071838750']);

        Http::assertSent(fn ($r) => $r->hasHeader('Authorization', 'Bearer qf_test_9c1d2e3f-4a5b-6c7d-8e9f-0a1b2c3d4e5f.k8Jm2Q'));
    }

    public function test_error_code_is_read_from_nested_error(): void
    {
        Http::fake(['*' => Http::response(['error' => ['code' => 'resource_not_found', 'message' => 'Audience not found']], 404)]);

        try {
            (new CallCrestV2Client('https://api.callcrest.com', 'k'))->addMembers('nope', []);
        } catch (V2Exception $e) {
            $this->assertTrue($e->isNotFound());
            $this->assertSame('Audience not found', $e->getMessage());
        }
    }
}
