<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

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
            'campaign_id' => ['required', 'exists:call_campaigns,id'],
            'phones' => ['array', 'max:5000'],
            'phones.*' => ['string', 'regex:/^\+[1-9]\d{6,14}$/'],
        ];
    }

    public function messages(): array
    {
        return [
            'phones.*.regex' => 'Each phone must be in E.164 format, e.g. +14155550123.',
        ];
    }
}
