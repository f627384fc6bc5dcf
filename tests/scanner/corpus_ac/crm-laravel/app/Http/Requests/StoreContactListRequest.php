<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Http;

class StoreContactListRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('manage-campaigns');
    }

    public function rules(): array
    {
        return [
            'name' => ['required', 'string', 'max:120'],
            'callvox_list_id' => ['nullable', 'string'],
            'phones' => ['array'],
            'phones.*' => ['string', 'regex:/^\+[1-9]\d{6,14}$/'],
        ];
    }

    public function withValidator($validator): void
    {
        $validator->after(function ($validator) {
            $id = $this->input('callvox_list_id');
            if (! $id) {
                return;
            }
            $res = Http::callvox($this->user()->email)->get("/contact-lists/{$id}");
            if ($res->status() === 404) {
                $validator->errors()->add('callvox_list_id', $res->json('error') ?? 'Unknown list');
            }
        });
    }
}
