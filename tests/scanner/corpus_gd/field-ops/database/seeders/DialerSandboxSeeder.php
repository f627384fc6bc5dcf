<?php

namespace Database\Seeders;

use Illuminate\Database\Seeder;
use Illuminate\Support\Facades\Http;

/**
 * Creates a demo list in the CallCrest sandbox for local development.
 */
class DialerSandboxSeeder extends Seeder
{
    public function run(): void
    {
        Http::withHeaders([
            'X-Api-Key' => 'cc_sbx_Mn4Qe7Rt2Yu8Io1Pa5Sd9Fg3',
            'X-User-Email' => 'dev@quillfield.co.uk',
        ])->post('https://sandbox.api.callcrest.com/api/public/v1/contact-lists', [
            'name' => 'Local demo list',
        ])->throw();
    }
}
