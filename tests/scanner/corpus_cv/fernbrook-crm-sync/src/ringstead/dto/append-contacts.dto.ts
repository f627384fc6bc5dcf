import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsPhoneNumber, IsString, ValidateNested } from 'class-validator';

export class ContactDto {
  @IsPhoneNumber()
  phone!: string;

  @IsOptional()
  @IsString()
  firstName?: string;

  @IsOptional()
  @IsString()
  lastName?: string;

  @IsOptional()
  @IsString()
  company?: string;
}

export class AppendContactsDto {
  @IsArray()
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => ContactDto)
  contacts!: ContactDto[];
}
