import { Type } from 'class-transformer';
import { ArrayMaxSize, IsOptional, IsPhoneNumber, IsString, ValidateNested } from 'class-validator';

export class ContactDto {
  @IsPhoneNumber()
  phone!: string;

  @IsOptional()
  @IsString()
  name?: string;
}

export class CreateContactListDto {
  @IsString()
  name!: string;
}

export class AppendContactsDto {
  @ValidateNested({ each: true })
  @Type(() => ContactDto)
  @ArrayMaxSize(500)
  contacts!: ContactDto[];
}

export class ContactListDto {
  id!: string;
  name!: string;
  contact_count!: number;
  created_at!: string;
}
