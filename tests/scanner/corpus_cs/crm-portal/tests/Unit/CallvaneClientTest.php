<?php

namespace Tests\Unit;

use App\Services\Callvane\CallvaneClient;
use App\Services\Callvane\CallvaneException;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\Http;
use Tests\TestCase;

class CallvaneClientTest extends TestCase
{
    private function client(): CallvaneClient
    {
        return new CallvaneClient('https://api.callvane.test/api/public/v1', 'test-key', 'ops-bot@harborpine.com');
    }

    public function test_it_creates_a_list(): void
    {
        Http::fake([
            'api.callvane.test/api/public/v1/contact-lists' => Http::response(['id' => 'cl_123', 'name' => 'x'], 201),
        ]);

        $list = $this->client()->createContactList('x');

        $this->assertSame('cl_123', $list['id']);
        Http::assertSent(fn (Request $r) => $r->method() === 'POST');
    }

    public function test_user_not_found_is_detected(): void
    {
        Http::fake([
            '*' => Http::response(['error' => 'user not found'], 404),
        ]);

        try {
            $this->client()->createContactList('x', 'ghost@harborpine.com');
            $this->fail('expected exception');
        } catch (CallvaneException $e) {
            $this->assertTrue($e->isUserNotFound());
        }
    }

    public function test_502_is_transient(): void
    {
        Http::fake(['*' => Http::response(['error' => 'identity provider unavailable'], 502)]);

        try {
            $this->client()->listContactLists();
        } catch (CallvaneException $e) {
            $this->assertTrue($e->isTransient());
        }
    }

    public function test_missing_list_on_append_returns_zero(): void
    {
        Http::fake(['*' => Http::response(['error' => 'contact list not found'], 404)]);

        $this->assertSame(0, $this->client()->appendContacts('cl_missing', ['+15555550100']));
    }
}
